// Every page: text that reaches the search box without a key press starts a search too.
//
// Material reads its search box on keyup (and on focus), so a query pasted with
// the mouse, committed from an input method (IME: pinyin, handwriting) or filled
// in by the browser's autofill started no search. This module, loaded on every
// page (mkdocs.yml extra_javascript, copied into the site by the build), answers
// each such change with the keyup Material listens for. Input events fired while
// an IME composition is still open are left alone: the composition's end counts.
// Material ignores a keyup that leaves the query unchanged, so a real key press
// followed by this one searches once.

const box = document.querySelector("[data-md-component=search-query]");

if (box) {
  const search = () => box.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
  box.addEventListener("input", (event) => {
    if (!event.isComposing) search();
  });
  box.addEventListener("compositionend", search);
  box.addEventListener("change", search); // some autofill fires change without input
}

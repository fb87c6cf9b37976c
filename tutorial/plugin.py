"""The site's one MkDocs hook module (``hooks:`` in mkdocs.yml): a build's object and its events.

MkDocs reads the ``on_*`` names of this module. Each is a bound method of one
:class:`DudoBuild`, the object that owns what a build learns (the judged
examples, the figures waiting for their page, the problems reported), and that
starts clean at every ``on_config``. Two reasons for that reset rather than
module-level state:

* mkdocs-static-i18n runs a whole MkDocs build per language inside the first
  one (its ``on_post_build`` calls ``build()`` for each other language, which
  fires ``on_config`` again), so each language build starts clean;
* ``mkdocs serve`` rebuilds in the same process, and a rebuild must report the
  same problems as the first build, not remember that they were reported.

What each event does is decided elsewhere: checks in :mod:`tutorial.checks`,
HTML in :mod:`tutorial.render`, runtime files and search in
:mod:`tutorial.assets`; this module only joins them to MkDocs.

Problems are logged as errors on the ``mkdocs.plugins.dudo`` logger, so
``mkdocs build --strict`` fails after reporting every one of them (errors, not
warnings: ``mkdocs build -q`` silences warnings before ``--strict`` counts them).
"""

from __future__ import annotations

import json
import logging
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

_ROOT = Path(__file__).resolve().parent.parent
if str(_ROOT) not in sys.path:  # MkDocs loads this file by path, not as a package module
    sys.path.insert(0, str(_ROOT))

from mkdocs.exceptions import PluginError  # noqa: E402
from mkdocs.plugins import event_priority  # noqa: E402
from mkdocs.utils import meta  # noqa: E402

from tutorial.assets import not_found, offline, precompress, search_on_demand, sitemap  # noqa: E402
from tutorial.assets.runtime import copy_runtime  # noqa: E402
from tutorial.assets.search_index import (  # noqa: E402
    home_of,
    language_homes,
    write_language_indexes,
)
from tutorial.checks import glossary_links  # noqa: E402
from tutorial.checks.game_marks import (  # noqa: E402
    GameMarkError,
    find_marks,
    foreign_names,
    page_games,
)
from tutorial.checks.ladder import LADDER_FILE, LadderSource  # noqa: E402
from tutorial.checks.markup import find_directives  # noqa: E402
from tutorial.checks.parity import check_docs  # noqa: E402
from tutorial.checks.prose_numbers import (  # noqa: E402
    ALLOW_FILE,
    Allowed,
    AllowListError,
    find_numbers,
    load_allow_list,
)
from tutorial.checks.reader_lints import check_reader_strings, universal_problem  # noqa: E402
from tutorial.checks.registry import Registry, checks_enabled  # noqa: E402
from tutorial.checks.terms import TERMS_FILE, Term, TermsError, load_terms, page_misuses  # noqa: E402
from tutorial.checks.terms import problem as term_problem  # noqa: E402
from tutorial.checks.universals import ALLOW_FILE as UNIVERSALS_FILE  # noqa: E402
from tutorial.checks.universals import find_universals  # noqa: E402
from tutorial.checks.vocabulary import find_project_words  # noqa: E402
from tutorial.pages import PageInfo, fill_placeholders, process_page  # noqa: E402
from tutorial.render import app_manifest, game_lens, offline_head, widget_pages  # noqa: E402
from tutorial.render.practice_link import PRACTICE_PAGE, relative_practice_url  # noqa: E402
from tutorial.render.theme_words import localise_theme  # noqa: E402
from tutorial.words.catalogue import LANGS, text  # noqa: E402
from tutorial.words.spacing import space_page  # noqa: E402

log = logging.getLogger("mkdocs.plugins.dudo")


def page_lang(page: Any) -> str:
    """The page's language code (``en`` or ``zh``), from mkdocs-static-i18n's locale."""
    locale = getattr(page.file, "locale", None)
    if isinstance(locale, str) and locale:
        return "zh" if locale.startswith("zh") else "en"
    return "zh" if page.file.src_uri.endswith(".zh.md") else "en"


def page_games_or_none(meta: Any) -> frozenset[str] | None:
    """The games a page's front matter names (None without ``games``, or when it is wrong:
    on_page_markdown reported that)."""
    try:
        return page_games(meta)
    except GameMarkError:
        return None


def line_offset(path: Path) -> int:
    """How many lines of `path` its front matter takes (MkDocs hands hooks the rest)."""
    source = path.read_text(encoding="utf-8-sig")
    body, _ = meta.get_data(source)
    return source.count("\n", 0, len(source) - len(body)) if source.endswith(body) else 0


def offline_words() -> dict[str, dict[str, str]]:
    """The words of the page ``sw.js`` writes for a page not saved offline, per language
    (``offline.OFFLINE_WORDS``, catalogue keys ``offline.KEY``)."""
    return {lang: {key: text(lang, f"offline.{key}") for key in offline.OFFLINE_WORDS}
            for lang in LANGS}


def used_examples(docs_dir: Path) -> set[str]:
    """Ids of the worked examples some page of `docs_dir` places with ``[[example ID]]``."""
    used = set()
    for page in docs_dir.rglob("*.md"):
        for d in find_directives(page.read_text(encoding="utf-8")):
            parts = d.body.split()
            if len(parts) == 2 and parts[0] == "example":
                used.add(parts[1])
    return used


def build_locale(config: Any) -> str:
    """The language mkdocs-static-i18n is building now (``en`` without the plugin)."""
    i18n = config.plugins.get("i18n") if hasattr(config, "plugins") else None
    current = getattr(i18n, "current_language", None) or getattr(i18n, "default_language", None)
    return str(current or "en")


def language_dir(config: Any) -> str | None:
    """The folder of this build's language under the site (``zh``), ``None`` for the default."""
    i18n = config.plugins.get("i18n") if hasattr(config, "plugins") else None
    if i18n is None or getattr(i18n, "is_default_language_build", True):
        return None
    return str(i18n.current_language)


def is_outer_build(config: Any) -> bool:
    """False inside the per-language builds that mkdocs-static-i18n starts from the first one.

    Checks that do not depend on the language report once per ``mkdocs build``
    (or per ``mkdocs serve`` rebuild), in the build the others run inside.
    """
    i18n = config.plugins.get("i18n") if hasattr(config, "plugins") else None
    return not bool(getattr(i18n, "building", False))


@dataclass
class BuildState:
    """What one build (one language) learns as it goes."""

    registry: Registry
    allowed_numbers: list[Allowed] = field(default_factory=list)
    allowed_universals: list[Allowed] = field(default_factory=list)
    terms: list[Term] = field(default_factory=list)
    blocks: dict[str, dict[str, str]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)


class DudoBuild:
    """The site's build events; the state of the build in progress lives in :attr:`state`."""

    def __init__(self) -> None:
        self._state: BuildState | None = None

    @property
    def state(self) -> BuildState:
        if self._state is None:
            raise PluginError("dudo: a page event came before on_config")
        return self._state

    def report(self, problem: str) -> None:
        """Log one problem (an error, so ``--strict`` fails) and keep it for tests."""
        self.state.problems.append(problem)
        log.error(problem)

    def _shown(self, path: Path, config: Any) -> str:
        """`path` as messages name it: relative to the project when it is inside."""
        root = Path(config.config_file_path).resolve().parent
        try:
            return path.resolve().relative_to(root).as_posix()
        except ValueError:
            return str(path)

    def _allow_list(self, config: Any, name: str) -> list[Allowed]:
        """A lint's reviewed exceptions, `docs/NAME` (a malformed file is a problem)."""
        allow_file = Path(config.docs_dir) / name
        try:
            return load_allow_list(allow_file)
        except AllowListError as error:
            self.report(f"{self._shown(allow_file, config)}: {error}")
            return []

    # -- events ---------------------------------------------------------------------------

    def on_config(self, config: Any) -> Any:
        """Start the build clean: a fresh registry of worked examples, no figures, no problems;
        Material's untranslated words (permalink titles, footer credit) in this language."""
        root = Path(config.config_file_path).resolve().parent
        self._state = BuildState(Registry(Path(config.docs_dir), root, checks_enabled()))
        try:
            config.site_url = sitemap.site_url_from_env() or config.site_url
        except sitemap.SitemapError as error:
            raise PluginError(str(error)) from None
        self._state.allowed_numbers = self._allow_list(config, ALLOW_FILE)
        terms_file = Path(config.docs_dir) / TERMS_FILE
        try:
            self._state.terms = load_terms(terms_file) if terms_file.exists() else []
        except TermsError as error:
            self.report(f"{self._shown(terms_file, config)}: {error}")
        self._state.allowed_universals = self._allow_list(config, UNIVERSALS_FILE)
        localise_theme(config, build_locale(config))
        return config

    def on_post_template(self, output: str, template_name: str, config: Any) -> str:
        """Keep the default language's 404 page at the root, each other one under its folder."""
        return not_found.keep_each_language(output, template_name, Path(config.site_dir),
                                            language_dir(config))

    def on_pre_build(self, config: Any) -> None:
        """Compare the page pairs, check that glossary terms link to their entries, and judge
        the examples no page uses (the ones pages use are reported at their use)."""
        if not is_outer_build(config):
            return
        docs = Path(config.docs_dir)
        if checks_enabled():
            for problem in check_docs(docs, self._shown(docs, config)):
                self.report(problem)
            for problem in glossary_links.check_docs(docs, config.nav,
                                                     self._shown(docs, config)):
                self.report(problem)
            root = Path(config.config_file_path).resolve().parent
            for problem in check_reader_strings(root, docs, self.state.allowed_universals,
                                                self.state.allowed_numbers,
                                                self.state.registry.records(),
                                                self.state.terms):
                self.report(problem)
        used = used_examples(docs)
        for record in self.state.registry.records():
            if record.path.rsplit("/", 1)[-1].removesuffix(".yml") not in used:
                for problem in record.problems:
                    self.report(f"{record.path} (not used by any page): {problem}")

    def on_page_markdown(self, markdown: str, page: Any, config: Any, files: Any) -> str:
        """Check and render every directive of the page."""
        src = Path(page.file.abs_src_path)
        shown = self._shown(src, config)
        ladder_path = Path(config.docs_dir) / LADDER_FILE
        ladder = LadderSource(ladder_path, self._shown(ladder_path, config))
        lang = page_lang(page)
        practice = relative_practice_url(files, lang, page.url)
        try:
            games = page_games(page.meta)
        except GameMarkError as error:
            self.report(f"{shown}: {error}")
            games = None
        info = PageInfo(shown, line_offset(src), lang, practice, games)
        if checks_enabled():
            self._lint(markdown, info, page.file.src_uri)
        result = process_page(markdown, info, self.state.registry, ladder)
        for problem in result.problems:
            self.report(problem)
        if result.examples and practice is None:
            self.report(f"{shown}: its worked examples link to their walkthrough on "
                        f"{PRACTICE_PAGE}.md, which this build does not have")
        self.state.blocks[page.file.src_uri] = result.blocks
        return result.markdown

    def _lint(self, markdown: str, info: PageInfo, page: str) -> None:
        """The prose lints: numbers that are not claims, universal statements that are not,
        and the project's own words."""
        allow = f"docs/{ALLOW_FILE}"
        for number in find_numbers(markdown, info.lang, page, self.state.allowed_numbers):
            self.report(f"{info.path}:{info.line_offset + number.line}: the number "
                        f"{number.number!r} is not checked: make it a claim ([[…]]) or a bid "
                        f"([[bid QxF]]), or list its phrase in {allow} with a reason "
                        f"(in: {number.text[:80]})")
        for universal in find_universals(markdown, info.lang, page,
                                         self.state.allowed_universals):
            self.report(universal_problem(f"{info.path}:{info.line_offset + universal.line}",
                                          universal))
        if info.games is not None:
            marks = find_marks(markdown, info.games)
            for line, name in foreign_names(markdown, info.games, marks, info.lang):
                self.report(f"{info.path}:{info.line_offset + line}: {name!r} names another game "
                            f"in a passage readers of other games see: mark the passage with "
                            f"the games it is about (data-games), or keep the name to the page's "
                            f"one-line pointer to the variants page")
        for misuse in page_misuses(markdown, info.lang, self.state.terms):
            self.report(term_problem(f"{info.path}:{info.line_offset + misuse.line}", misuse,
                                     info.lang))
        for word in find_project_words(markdown, page):
            self.report(f"{info.path}:{info.line_offset + word.line}: {word.word!r} is "
                        f"{word.why}, not a word for readers")

    def on_page_content(self, html: str, page: Any, config: Any, files: Any) -> str:
        """Swap the placeholders for the figures and tables, space Chinese text against
        Latin letters and digits, label the passages marked for some games (and put the
        "Your game" control atop a page about games), and swap the markers for widgets."""
        blocks = self.state.blocks.pop(page.file.src_uri, {})
        if blocks:
            html = fill_placeholders(html, blocks)
        html = space_page(game_lens.mark_passages(html, page_lang(page)), page_lang(page))
        games = page_games_or_none(page.meta)
        if games is not None:
            html = game_lens.add_lens_control(html, page_lang(page), games)
        return widget_pages.place_widgets(html, page_lang(page), page.url, page.file.src_uri)

    def on_post_page(self, output: str, page: Any, config: Any) -> str:
        """Point the page's search at its language's index (on demand on a page that holds a
        widget), start the engine from the head of a page that holds a widget, link the
        manifest and register the service worker, and drop the relative language
        alternates that made Material fetch sitemaps that are not there."""
        widget = widget_pages.holds_widget(output)
        home = home_of(page.url, language_homes(config))
        try:
            output = search_on_demand.configure_search(output, home, on_demand=widget)
        except search_on_demand.SearchConfigError as error:
            raise PluginError(f"{page.file.src_uri}: {error}") from None
        output = offline_head.add_to_page(sitemap.drop_alternate_links(output), page.url,
                                          offline.enabled())
        output = game_lens.add_head_script(output, page_games_or_none(getattr(page, "meta", {})))
        return widget_pages.add_page_head(output, page.url) if widget else output

    @event_priority(-200)  # after mkdocs-static-i18n (-100) has written the final search index
    def on_post_build(self, config: Any) -> None:
        """Write the walkthrough's examples, copy the runtime; once the last language is
        built, split the search index by language and make the site deployable: sitemap,
        manifests and icons, service worker, brotli and gzip copies (issue 12). A build that
        reported problems stops after the examples: it fails, so it deploys nothing."""
        site = Path(config.site_dir)
        target = site / "assets" / "examples.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        data = {"examples": self.state.registry.export()}
        target.write_text(json.dumps(data, ensure_ascii=False, sort_keys=False), encoding="utf-8")
        if self.state.problems:  # a strict build aborts on them: nothing here gets deployed
            return
        copy_runtime(site)
        if is_outer_build(config):  # inside, mkdocs-static-i18n has not written the final index
            write_language_indexes(site, language_homes(config))
            self.publish(site, config.site_url or None)

    def publish(self, site: Path, site_url: str | None) -> None:
        """The files that make ``site/`` deployable as it is, the compressed copies last."""
        for lang in LANGS:
            data = json.dumps(app_manifest.manifest(lang), ensure_ascii=False, indent=1)
            (site / app_manifest.manifest_path(lang)).write_text(data, encoding="utf-8")
        for size, path in app_manifest.ICONS.items():
            (site / path).parent.mkdir(parents=True, exist_ok=True)
            (site / path).write_bytes(app_manifest.png(size))
        try:
            sitemap.write(site, site_url)
            offline.write_worker(site, offline_words())
            precompress.compress_site(site)
        except (sitemap.SitemapError, precompress.CompressError) as error:
            raise PluginError(str(error)) from None


BUILD = DudoBuild()

on_config = BUILD.on_config
on_pre_build = BUILD.on_pre_build
on_page_markdown = BUILD.on_page_markdown
on_page_content = BUILD.on_page_content
on_post_page = BUILD.on_post_page
on_post_template = BUILD.on_post_template
on_post_build = BUILD.on_post_build

"""Finding [[...]] directives: prose only, never inside code, with the right line numbers."""

from __future__ import annotations

from tutorial.checks.markup import find_directives, replace_directives

PAGE = """# Title

After 5x6 the fewest ones is [[min 1 after 5x6 = 3]].

Write `[[count 6x6 in 6 6 1 = 3]]` to claim a count.

```markdown
[[legal 3x1 6x6 = no]]
```

    [[example indented-code]]

- a list item
    [[count 2x2 in 2 2 = 2]] in a nested line

!!! note
    Inside an admonition: [[legal 4x4 5x2 = yes]].

[[example six-sixes]]
"""


def test_directives_outside_code_are_found_with_line_numbers() -> None:
    """Directives in prose are found with their page line, and whether they stand alone.

    Source: ARCHITECTURE.md, «Directives inside inline code, fenced code or indented code are left
    as they are».
    """
    found = [(d.line, d.body, d.alone) for d in find_directives(PAGE)]
    assert found == [
        (3, "min 1 after 5x6 = 3", False),
        (14, "count 2x2 in 2 2 = 2", False),
        (17, "legal 4x4 5x2 = yes", False),
        (19, "example six-sixes", True),
    ]


def test_code_spans_fences_and_indented_code_are_left_alone() -> None:
    """Directives in code spans, fences and indented code are left as written.

    Source: ARCHITECTURE.md, «Directives inside inline code, fenced code or indented code are left
    as they are».
    """
    out = replace_directives(PAGE, lambda d: "X")
    assert "`[[count 6x6 in 6 6 1 = 3]]`" in out
    assert "[[legal 3x1 6x6 = no]]\n```" in out
    assert "    [[example indented-code]]" in out
    assert "fewest ones is X." in out


def test_tilde_fences_and_longer_fences_close_properly() -> None:
    """A fence closes only on a fence of its own kind and at least its length.

    Source: ARCHITECTURE.md, «Directives inside inline code, fenced code or indented code are left
    as they are».
    """
    page = "~~~~\n[[min 1 after 5x6 = 3]]\n~~~\nstill code\n~~~~\n[[min 1 after 5x6 = 3]]\n"
    assert [d.line for d in find_directives(page)] == [6]

"""Reading an example's YAML strictly, and finding the line each of its values is on.

`StrictLoader` is the safe loader minus what JSON cannot carry or what YAML
lets through silently: a key written twice in one mapping, dates, sets,
binary data, ordered pairs and NaN or infinite numbers are errors at their
line. `line_map` gives the line of every key and item by its path (mapping
keys as written, list positions as text), so a problem found later (by the
referee, or in a claim) can name its line too.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import yaml
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

YamlPath = tuple[str, ...]
MOST_DIGITS = 30  # far past any number a round holds, far below int()'s 4300-digit limit
MOST_LEVELS = 50  # an example nests a handful of levels; the JSON encoder recurses per level
_BASE: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class StrictLoader(_BASE):  # type: ignore[misc]
    """The safe loader, refusing duplicate keys and values that are not JSON."""

    def construct_mapping(self, node: MappingNode, deep: bool = False) -> dict[Any, Any]:
        first: dict[Any, int] = {}
        for key_node, _ in node.value:
            if not isinstance(key_node, ScalarNode):
                continue
            key = self.construct_object(key_node)
            if key in first:
                raise ConstructorError(
                    None, None, f"the key {key!r} appears twice (first at line {first[key]})",
                    key_node.start_mark)
            first[key] = key_node.start_mark.line + 1
        mapping: dict[Any, Any] = super().construct_mapping(node, deep)
        return mapping

    def construct_short_int(self, node: ScalarNode) -> int:
        digits = sum(char.isdigit() for char in str(node.value))
        if digits > MOST_DIGITS:
            raise ConstructorError(None, None, f"a number of {digits} digits is too long "
                                   f"(at most {MOST_DIGITS})", node.start_mark)
        value: int = SafeConstructor.construct_yaml_int(self, node)
        return value

    def construct_finite_float(self, node: ScalarNode) -> float:
        value: float = SafeConstructor.construct_yaml_float(self, node)
        if not math.isfinite(value):
            raise ConstructorError(None, None, f"{node.value} is not a number JSON can carry",
                                   node.start_mark)
        return value


def _refuse(problem: str) -> Callable[[Any, Node], Any]:
    def construct(loader: Any, node: Node) -> Any:
        raise ConstructorError(None, None, problem.format(value=node.value), node.start_mark)
    return construct


StrictLoader.add_constructor("tag:yaml.org,2002:float", StrictLoader.construct_finite_float)
StrictLoader.add_constructor("tag:yaml.org,2002:int", StrictLoader.construct_short_int)
for _tag, _problem in (
    ("timestamp", "{value} reads as a date; put it in quotes if it is text"),
    ("set", "a set (!!set) is not JSON; write a list"),
    ("binary", "binary data (!!binary) is not JSON"),
    ("omap", "an ordered map (!!omap) is not JSON; write a mapping"),
    ("pairs", "a list of pairs (!!pairs) is not JSON; write a mapping"),
):
    StrictLoader.add_constructor(f"tag:yaml.org,2002:{_tag}", _refuse(_problem))


def line_map(root: Node | None) -> dict[YamlPath, int]:
    """The 1-based line of every key and list item under ``root``, by path."""
    lines: dict[YamlPath, int] = {}
    seen: set[int] = set()
    stack: list[tuple[Node, YamlPath]] = [(root, ())] if root is not None else []
    while stack:
        node, path = stack.pop()
        lines.setdefault(path, node.start_mark.line + 1)
        if id(node) in seen:  # an alias: walk each node once (cycles, billion laughs)
            continue
        seen.add(id(node))
        if isinstance(node, MappingNode):
            for key, value in node.value:
                if isinstance(key, ScalarNode):
                    lines[(*path, key.value)] = key.start_mark.line + 1
                    stack.append((value, (*path, key.value)))
        elif isinstance(node, SequenceNode):
            stack.extend((item, (*path, str(i))) for i, item in enumerate(node.value))
    return lines


def too_deep(root: Node | None, most: int = MOST_LEVELS) -> int | None:
    """The 1-based line of the first node nested deeper than ``most`` levels, if any."""
    seen: set[int] = set()
    stack: list[tuple[Node, int]] = [(root, 0)] if root is not None else []
    while stack:
        node, depth = stack.pop()
        if depth > most:
            return node.start_mark.line + 1
        if id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, MappingNode):
            stack.extend((value, depth + 1) for _, value in node.value)
        elif isinstance(node, SequenceNode):
            stack.extend((item, depth + 1) for item in node.value)
    return None


def at_line(lines: Mapping[YamlPath, int], path: Sequence[object]) -> str:
    """`` (line N)`` for the deepest part of ``path`` the map knows ("" when it knows none)."""
    parts = tuple(str(part) for part in path)
    for end in range(len(parts), 0, -1):
        if parts[:end] in lines:
            return f" (line {lines[parts[:end]]})"
    return ""

"""Shared fixtures: Playwright drives Debian's Chromium (playwright install cannot work here)."""

from __future__ import annotations

import os
from typing import Any

import pytest

CHROMIUM = os.environ.get("DUDO_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright launch arguments: Debian's Chromium, headless, with the flags it needs."""
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium; ./scripts/test does it)")
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "headless": True,
        "args": [*CHROMIUM_ARGS, *browser_type_launch_args.get("args", [])],
    }

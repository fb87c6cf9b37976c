"""The site server of ./scripts/serve, counting every byte it writes per request, for the bench.

Counting at the socket (status line, headers and body) measures what really
crossed the wire, including a dedicated worker's requests, which a page's own
DevTools session may not see.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from functools import partial
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from scripts.server import HOST, SiteHandler, SiteServer


@dataclass(frozen=True)
class Transfer:
    """One request as the server saw it."""

    path: str
    status: int
    size: int
    at: float  # time.perf_counter() when the server took the connection


class _CountingWriter:
    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.count = 0

    def write(self, data: bytes) -> int:
        self.count += len(data)
        written: int = self.inner.write(data)
        return written

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


class Ledger:
    """Thread-safe list of transfers; `take()` empties it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._items: list[Transfer] = []

    def add(self, item: Transfer) -> None:
        with self._lock:
            self._items.append(item)

    def take(self) -> list[Transfer]:
        with self._lock:
            items, self._items = self._items, []
        return items


class CountingHandler(SiteHandler):
    quiet = True
    ledger: Ledger

    def setup(self) -> None:
        super().setup()
        self.wfile = _CountingWriter(self.wfile)  # type: ignore[assignment]

    def handle_one_request(self) -> None:
        started = time.perf_counter()
        super().handle_one_request()
        path = getattr(self, "path", "")
        status = getattr(self, "_status", 0)
        writer = self.wfile
        if path and isinstance(writer, _CountingWriter):
            self.ledger.add(Transfer(urlsplit(path).path, status, writer.count, started))
            writer.count = 0

    def send_response_only(self, code: int, message: str | None = None) -> None:
        self._status = int(code)
        super().send_response_only(code, message)


def serve_counting(root: Path) -> tuple[ThreadingHTTPServer, str, Ledger]:
    """Serve `root` on a free 127.0.0.1 port in a daemon thread; return server, URL, ledger."""
    ledger = Ledger()
    handler = type("Handler", (CountingHandler,), {"ledger": ledger})
    server = SiteServer((HOST, 0), partial(handler, directory=str(root)))
    threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
    return server, f"http://{HOST}:{server.server_address[1]}", ledger

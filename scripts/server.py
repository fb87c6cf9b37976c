"""Static file server for the built site: validators, 304s, gzip, exact MIME types, no listings.

`python -m http.server` sends no ETag, so every reload fetches the 9.6 MB
Pyodide wasm again. This server answers every file with an ETag and a
Last-Modified header plus `Cache-Control: no-cache` (the browser keeps the
file but asks each time), and answers `If-None-Match` / `If-Modified-Since`
with 304 when the file is unchanged. When the build wrote `X.br` / `X.gz`
beside `X` (tutorial/assets/precompress.py), the request for `X` is answered with the
best one the browser accepts (brotli, then gzip, then `X` itself), with
`Content-Encoding`, `Vary: Accept-Encoding`, `X`'s Content-Type and an ETag
per variant; other text goes out gzipped on the fly (compressed once per file
version, kept in memory); a client without Accept-Encoding gets `X`.
It binds 127.0.0.1, serves only files under its root (no directory
listings, no path outside the root, symlinks included), and answers
anything else with a 404 (the site's 404 page for a browser navigation, in
the language of the path: /zh/… gets zh/404.html).

Run: ``python scripts/server.py [--root site] [--port 8000] [--quiet]``.
"""

from __future__ import annotations

import argparse
import email.utils
import gzip
import io
import os
import re
import sys
import threading
from collections import OrderedDict
from collections.abc import Sequence
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, BinaryIO
from urllib.parse import unquote, urlsplit

LANGUAGE_FOLDER = re.compile(r"[a-z]{2}(?:-[A-Za-z]{2,4})?")  # zh, pt-BR: a language's pages
HOST = "127.0.0.1"  # never another interface: this is a local preview
DEFAULT_PORT = 8000
MAX_PORT = 65535

MIME_TYPES: dict[str, str] = {
    ".html": "text/html; charset=utf-8",
    ".htm": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".map": "application/json; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".tar": "application/x-tar",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".txt": "text/plain; charset=utf-8",
    ".xml": "application/xml; charset=utf-8",
    ".gz": "application/gzip",
    ".br": "application/octet-stream",
    ".webmanifest": "application/manifest+json; charset=utf-8",
}


# Text and wasm shrink 3-8x under gzip; zip, wheels and images are compressed already.
COMPRESSIBLE = frozenset({".html", ".css", ".js", ".mjs", ".map", ".json", ".wasm", ".svg",
                          ".xml", ".txt", ".webmanifest"})
MIN_COMPRESS = 1024
CACHE_LIMIT = 64_000_000  # bytes of gzipped bodies kept in memory


class GzipCache:
    """Gzipped bodies by (path, ETag), each compressed once; oldest dropped past the limit."""

    def __init__(self, limit: int = CACHE_LIMIT) -> None:
        self.limit = limit
        self._lock = threading.Lock()
        self._bodies: OrderedDict[tuple[str, str], bytes] = OrderedDict()

    def get(self, path: Path, etag: str, handle: BinaryIO) -> bytes:
        key = (str(path), etag)
        with self._lock:
            body = self._bodies.get(key)
            if body is None:
                body = gzip.compress(handle.read(), compresslevel=6, mtime=0)
                self._bodies[key] = body
                while sum(map(len, self._bodies.values())) > self.limit and len(self._bodies) > 1:
                    self._bodies.popitem(last=False)
            self._bodies.move_to_end(key)
            return body


def accepted_codings(header: str) -> dict[str, float]:
    """Each content coding of an Accept-Encoding header with its weight (RFC 9110 12.5.3)."""
    weights: dict[str, float] = {}
    for item in header.split(","):
        name, _, params = item.strip().partition(";")
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if name.strip():
            weights[name.strip().lower()] = quality
    return weights


def accepts(header: str, coding: str) -> bool:
    """Whether an Accept-Encoding header allows ``coding`` (``coding;q=0`` refuses it)."""
    weights = accepted_codings(header)
    return weights.get(coding, weights.get("*", 0.0)) > 0


def accepts_gzip(header: str) -> bool:
    """Whether an Accept-Encoding header allows gzip (`gzip;q=0` refuses it)."""
    return accepts(header, "gzip")


# Precompressed variants beside a file, best first, with their Content-Encoding.
VARIANTS = ((".br", "br"), (".gz", "gzip"))
TAGS = {"br": "br", "gzip": "gz"}  # what each coding adds to the ETag


def etag_for(stat: os.stat_result) -> str:
    """A strong validator from size and modification time (changes whenever the file does)."""
    return f'"{stat.st_size:x}-{stat.st_mtime_ns:x}"'


def _etag_matches(header: str, etag: str) -> bool:
    if header.strip() == "*":
        return True
    candidates = [part.strip().removeprefix("W/") for part in header.split(",")]
    return etag in candidates


def _not_modified_since(header: str, mtime: float) -> bool:
    try:
        since = email.utils.parsedate_to_datetime(header)
    except (TypeError, ValueError, IndexError, OverflowError):
        return False
    if since is None or since.tzinfo is None:
        return False
    return int(mtime) <= since.timestamp()


class SiteHandler(SimpleHTTPRequestHandler):
    """Serves one directory tree; GET and HEAD only."""

    server_version = "dudo-serve/1"
    quiet = False
    gzip_cache = GzipCache()

    def __init__(self, *args: Any, directory: str, **kwargs: Any) -> None:
        self.root = Path(directory).resolve()
        super().__init__(*args, directory=str(self.root), **kwargs)

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        suffix = Path(path).suffix.lower()
        return MIME_TYPES.get(suffix) or super().guess_type(path)

    def list_directory(self, path: str | os.PathLike[str]) -> io.BytesIO | None:
        self._send_not_found()
        return None  # listings are never sent

    def _resolve(self) -> Path | None:
        """The file the request names, or None when it is missing or outside the root."""
        raw = unquote(urlsplit(self.path).path, errors="strict")
        if "\x00" in raw or "\\" in raw:
            return None
        parts = [p for p in raw.split("/") if p not in ("", ".")]
        if ".." in parts:
            return None
        target = self.root.joinpath(*parts).resolve()
        if target != self.root and self.root not in target.parents:
            return None
        if target.is_dir():
            if not raw.endswith("/"):
                return target  # redirected to the slash form by send_head
            target = target / "index.html"
        return target if target.is_file() else None

    def _not_found_page(self) -> Path:
        """The 404 page in the language of the missing path: a language folder's own
        (``/zh/…`` gets ``zh/404.html``), else the root one."""
        first = urlsplit(self.path).path.lstrip("/").split("/", 1)[0]
        if LANGUAGE_FOLDER.fullmatch(first) and (self.root / first / "404.html").is_file():
            return self.root / first / "404.html"
        return self.root / "404.html"

    def _send_not_found(self) -> BinaryIO | None:
        """The site's 404 page for a browser navigation; a short text for anything else
        (Material's fetches of sitemap.xml need no 22 KB page)."""
        page = self._not_found_page()
        as_page = page.is_file() and "text/html" in self.headers.get("Accept", "")
        body = page.read_bytes() if as_page else b"404 Not Found\n"
        self.send_response(HTTPStatus.NOT_FOUND)
        kind = "text/html; charset=utf-8" if as_page else "text/plain; charset=utf-8"
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
        return None

    def send_head(self) -> BinaryIO | None:
        try:
            target = self._resolve()
        except (UnicodeDecodeError, OSError, ValueError):
            target = None  # undecodable, or a name the file system refuses (too long, …)
        if target is None:
            return self._send_not_found()
        if target.is_dir():
            parts = urlsplit(self.path)
            self.send_response(HTTPStatus.MOVED_PERMANENTLY)
            location = parts.path + "/" + (f"?{parts.query}" if parts.query else "")
            self.send_header("Location", location)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        accept = self.headers.get("Accept-Encoding", "")
        coding, source = None, target
        for suffix, name in VARIANTS:
            variant = target.with_name(target.name + suffix)
            if variant.is_file() and accepts(accept, name):
                coding, source = name, variant
                break
        precompressed = any(target.with_name(target.name + s).is_file() for s, _ in VARIANTS)
        handle = source.open("rb")
        try:
            stat = os.fstat(handle.fileno())
            compress = (coding is None and target.suffix.lower() in COMPRESSIBLE
                        and stat.st_size >= MIN_COMPRESS and accepts(accept, "gzip"))
            # Each representation has its own validator (RFC 9110 8.8.3).
            tag = coding or ("gzip" if compress else None)
            etag = etag_for(stat)[:-1] + f'-{TAGS[tag]}"' if tag else etag_for(stat)
            match = self.headers.get("If-None-Match")
            since = self.headers.get("If-Modified-Since")
            unchanged = (_etag_matches(match, etag) if match is not None
                         else since is not None and _not_modified_since(since, stat.st_mtime))
            self.send_response(HTTPStatus.NOT_MODIFIED if unchanged else HTTPStatus.OK)
            self.send_header("ETag", etag)
            self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
            self.send_header("Cache-Control", "no-cache")
            if target.suffix.lower() in COMPRESSIBLE or precompressed:
                self.send_header("Vary", "Accept-Encoding")
            if unchanged:
                self.end_headers()
                handle.close()
                return None
            self.send_header("Content-Type", self.guess_type(str(target)))
            if compress:
                body = self.gzip_cache.get(target, etag, handle)
                handle.close()
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                return io.BytesIO(body)
            if coding:
                self.send_header("Content-Encoding", coding)
            self.send_header("Content-Length", str(stat.st_size))
            self.end_headers()
            return handle
        except BaseException:
            handle.close()
            raise


class SiteServer(ThreadingHTTPServer):
    """The threading server, quiet when a browser hangs up mid-answer.

    A reader who closes the tab or follows a link while the wasm downloads resets the
    connection; socketserver would print a traceback of the broken pipe for each one.
    Any other error is still printed.
    """

    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(root: str | os.PathLike[str], port: int = DEFAULT_PORT,
                quiet: bool = False) -> ThreadingHTTPServer:
    """A threading server for `root` on 127.0.0.1:port (port 0 picks a free one)."""
    path = Path(root).resolve()
    if not path.is_dir():
        raise FileNotFoundError(f"no such directory to serve: {path}")
    handler = type("Handler", (SiteHandler,), {"quiet": quiet})
    return SiteServer((HOST, port), partial(handler, directory=str(path)))


def serve_in_background(root: str | os.PathLike[str],
                        port: int = 0) -> tuple[ThreadingHTTPServer, str]:
    """Start a quiet server on a free port in a daemon thread; return it and its base URL."""
    server = make_server(root, port=port, quiet=True)
    threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
    host, bound = server.server_address[:2]
    return server, f"http://{host!s}:{bound}"


def read_port(text: str) -> int | None:
    """The port ``text`` names (ASCII digits, 0 to ``MAX_PORT``), or None."""
    text = text.strip()
    if not (text.isascii() and text.isdigit() and len(text) <= 5):
        return None
    port = int(text)
    return port if port <= MAX_PORT else None


def main(argv: Sequence[str] | None = None) -> int:
    """Serve until interrupted; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--root", default="site", help="directory to serve (default: site)")
    parser.add_argument("--port", default=os.environ.get("PORT", str(DEFAULT_PORT)),
                        help=f"0 to {MAX_PORT} (default: $PORT or {DEFAULT_PORT}; 0 picks one)")
    parser.add_argument("--quiet", action="store_true", help="do not log each request")
    args = parser.parse_args(argv)
    port = read_port(args.port)
    if port is None:
        shown = str(args.port)[:40].encode("unicode_escape").decode("ascii")
        print(f"error: the port must be a whole number from 0 to {MAX_PORT}, not '{shown}'",
              file=sys.stderr)
        return 2
    args.port = port
    try:
        server = make_server(args.root, args.port, args.quiet)
    except OSError as error:
        print(f"error: cannot serve {args.root} on {HOST}:{args.port}: {error}",
              file=sys.stderr)
        return 2
    host, port = server.server_address[:2]
    print(f"Serving {Path(args.root).resolve()} at http://{host!s}:{port}/ (Ctrl+C stops)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

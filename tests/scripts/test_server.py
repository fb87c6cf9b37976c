"""The static server of ./scripts/serve (issue 6: "a reload gets 304 instead of fetching the
9.6 MB wasm again"; correct MIME types; 127.0.0.1 only; nothing outside site/)."""

from __future__ import annotations

import gzip
import http.client
import os
import socket
import struct
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from scripts.server import HOST, etag_for, main, serve_in_background


@pytest.fixture()
def site(tmp_path: Path) -> Path:
    root = tmp_path / "site"
    (root / "assets" / "pyodide").mkdir(parents=True)
    (root / "rules").mkdir()
    (root / "empty").mkdir()
    (root / "index.html").write_text("<h1>home</h1>", encoding="utf-8")
    (root / "404.html").write_text("<h1>not here</h1>", encoding="utf-8")
    (root / "rules" / "index.html").write_text("<h1>rules</h1>", encoding="utf-8")
    (root / "assets" / "pyodide" / "pyodide.asm.wasm").write_bytes(b"\0asm" + bytes(4096))
    (root / "assets" / "pyodide" / "pyodide.mjs").write_text("export {};", encoding="utf-8")
    (root / "assets" / "pyodide" / "pyodide-lock.json").write_text("{}", encoding="utf-8")
    (root / "assets" / "pyodide" / "python_stdlib.zip").write_bytes(b"PK\x05\x06" + bytes(4096))
    (root / "assets" / "dudo_engine-0.1.0-py3-none-any.whl").write_bytes(b"PK\x05\x06")
    (tmp_path / "secret.txt").write_text("outside the site", encoding="utf-8")
    os.symlink(tmp_path / "secret.txt", root / "link.txt")
    return root


@pytest.fixture()
def conn(site: Path) -> Iterator[http.client.HTTPConnection]:
    server, _ = serve_in_background(site)
    connection = http.client.HTTPConnection(HOST, server.server_address[1], timeout=10)
    yield connection
    connection.close()
    server.shutdown()
    server.server_close()


def fetch(conn: http.client.HTTPConnection, path: str,
          headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
    conn.request("GET", path, headers=headers or {})
    response = conn.getresponse()
    return response.status, dict(response.getheaders()), response.read()


WASM = "/assets/pyodide/pyodide.asm.wasm"


def test_first_fetch_is_200_with_etag_and_last_modified(conn: http.client.HTTPConnection,
                                                        site: Path) -> None:
    """A first fetch is 200 with an ETag, Last-Modified and Cache-Control: no-cache.

    Source: issue 6, static server.
    """
    status, headers, body = fetch(conn, WASM)
    assert status == 200
    assert body.startswith(b"\0asm") and len(body) == 4100
    assert headers["ETag"] == etag_for((site / WASM.lstrip("/")).stat())
    assert headers["Last-Modified"].endswith("GMT")
    assert headers["Cache-Control"] == "no-cache"


def test_reload_with_if_none_match_is_304_without_body(conn: http.client.HTTPConnection) -> None:
    """A reload with If-None-Match gets 304 and no body: the wasm is not fetched again.

    Source: issue 6, static server.
    """
    _, first, _ = fetch(conn, WASM)
    status, headers, body = fetch(conn, WASM, {"If-None-Match": first["ETag"]})
    assert (status, body) == (304, b"")
    assert headers["ETag"] == first["ETag"]


def test_reload_with_if_modified_since_is_304(conn: http.client.HTTPConnection) -> None:
    """A reload with If-Modified-Since gets 304 and no body. Source: issue 6, static server."""
    _, first, _ = fetch(conn, WASM)
    status, _, body = fetch(conn, WASM, {"If-Modified-Since": first["Last-Modified"]})
    assert (status, body) == (304, b"")


def test_changed_file_is_sent_again(conn: http.client.HTTPConnection, site: Path) -> None:
    """A file changed since the ETag was given is sent again in full.

    Source: issue 6, static server.
    """
    _, first, _ = fetch(conn, WASM)
    wasm = site / WASM.lstrip("/")
    wasm.write_bytes(b"\0asm" + bytes(8192))
    os.utime(wasm, ns=(wasm.stat().st_atime_ns, wasm.stat().st_mtime_ns + 5_000_000_000))
    status, headers, body = fetch(conn, WASM, {"If-None-Match": first["ETag"]})
    assert status == 200 and len(body) == 8196
    assert headers["ETag"] != first["ETag"]


def test_stale_etag_wins_over_if_modified_since(conn: http.client.HTTPConnection) -> None:
    """RFC 9110 13.1.3: If-Modified-Since is ignored when If-None-Match is present."""
    _, first, _ = fetch(conn, WASM)
    status, _, _ = fetch(conn, WASM, {"If-None-Match": '"stale"',
                                      "If-Modified-Since": first["Last-Modified"]})
    assert status == 200


def test_wasm_is_gzipped_when_accepted_with_its_own_etag(conn: http.client.HTTPConnection,
                                                         site: Path) -> None:
    """The wasm is sent gzipped when the browser accepts it, with its own ETag and Vary.

    Source: issue 6, static server.
    """
    status, headers, body = fetch(conn, WASM, {"Accept-Encoding": "gzip, deflate, br"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(body) == (site / WASM.lstrip("/")).read_bytes()
    assert int(headers["Content-Length"]) == len(body) < 4100
    assert headers["Vary"] == "Accept-Encoding"
    assert headers["ETag"].endswith('-gz"')
    status, _, body = fetch(conn, WASM, {"Accept-Encoding": "gzip",
                                         "If-None-Match": headers["ETag"]})
    assert (status, body) == (304, b"")


@pytest.mark.parametrize("accept", ["identity", "gzip;q=0", "br", ""])
def test_no_gzip_unless_accepted(conn: http.client.HTTPConnection, accept: str) -> None:
    """Nothing is gzipped unless the request accepts gzip. Source: issue 6, static server."""
    status, headers, body = fetch(conn, WASM, {"Accept-Encoding": accept})
    assert status == 200 and "Content-Encoding" not in headers and len(body) == 4100


STDLIB = "/assets/pyodide/python_stdlib.zip"


@pytest.fixture()
def precompressed(site: Path) -> dict[str, bytes]:
    """The trimmed stdlib with brotli and gzip copies beside it, as the build writes them."""
    original = site / STDLIB.lstrip("/")
    variants = {"br": b"brotli bytes", "gzip": gzip.compress(original.read_bytes())}
    original.with_name(original.name + ".br").write_bytes(variants["br"])
    original.with_name(original.name + ".gz").write_bytes(variants["gzip"])
    return variants


@pytest.mark.parametrize(("accept", "coding"), [
    ("gzip, deflate, br, zstd", "br"), ("br;q=1.0, gzip;q=0.8", "br"), ("gzip", "gzip"),
    ("br;q=0, gzip", "gzip"), ("*", "br"), ("", None), ("identity", None),
    ("br;q=0, gzip;q=0", None)])
def test_precompressed_variants_are_negotiated_brotli_then_gzip_then_identity(
        conn: http.client.HTTPConnection, site: Path, precompressed: dict[str, bytes],
        accept: str, coding: str | None) -> None:
    """Issue 12: «`scripts/serve` negotiates `Accept-Encoding` and serves them with correct
    `Content-Encoding`, `Vary` and validators»; a client without Accept-Encoding gets the
    identity file. Each variant keeps the original's Content-Type and has its own ETag, and
    answers its own ETag with a 304."""
    headers = {"Accept-Encoding": accept} if accept else {}
    status, got, body = fetch(conn, STDLIB, headers)
    original = (site / STDLIB.lstrip("/")).read_bytes()
    assert status == 200 and got["Content-Type"] == "application/zip"
    assert got["Vary"] == "Accept-Encoding" and got.get("Content-Encoding") == coding
    assert body == (precompressed[coding] if coding else original)
    assert int(got["Content-Length"]) == len(body)
    etags = {fetch(conn, STDLIB, {"Accept-Encoding": a})[1]["ETag"] for a in ("br", "gzip", "")}
    assert len(etags) == 3
    status, _, body = fetch(conn, STDLIB, {**headers, "If-None-Match": got["ETag"]})
    assert (status, body) == (304, b"")


def test_zip_files_are_sent_as_they_are(conn: http.client.HTTPConnection) -> None:
    """Zip files, already compressed, are sent as they are. Source: issue 6, static server."""
    _, headers, _ = fetch(conn, "/assets/pyodide/python_stdlib.zip", {"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in headers


@pytest.mark.parametrize(("path", "mime"), [
    ("/assets/pyodide/pyodide.mjs", "text/javascript"),
    (WASM, "application/wasm"),
    ("/assets/pyodide/pyodide-lock.json", "application/json"),
    ("/assets/pyodide/python_stdlib.zip", "application/zip"),
    ("/assets/dudo_engine-0.1.0-py3-none-any.whl", "application/zip"),
    ("/", "text/html"),
])
def test_mime_types(conn: http.client.HTTPConnection, path: str, mime: str) -> None:
    """Each kind of file gets its correct MIME type (wasm, JS modules, JSON, ...).

    Source: issue 6, static server.
    """
    status, headers, _ = fetch(conn, path)
    assert status == 200
    assert headers["Content-Type"].split(";")[0] == mime


def test_directory_serves_its_index_and_redirects_without_slash(
        conn: http.client.HTTPConnection) -> None:
    """A folder serves its index.html; without the slash it redirects (301).

    Source: issue 6, static server.
    """
    status, _, body = fetch(conn, "/rules/")
    assert (status, body) == (200, b"<h1>rules</h1>")
    status, headers, _ = fetch(conn, "/rules")
    assert status == 301 and headers["Location"] == "/rules/"


def test_missing_page_is_404_with_the_site_404_page(conn: http.client.HTTPConnection) -> None:
    """A missing page is a 404 with the site's own 404 page. Source: issue 6, static server."""
    status, headers, body = fetch(conn, "/nope/", {"Accept": "text/html,*/*;q=0.8"})
    assert status == 404
    assert body == b"<h1>not here</h1>" and headers["Content-Type"].startswith("text/html")


def test_missing_chinese_page_gets_the_chinese_404_page(conn: http.client.HTTPConnection,
                                                        site: Path) -> None:
    """Issue 11: «a 404 page in each language»: a missing page under /zh/ gets zh/404.html,
    one elsewhere (or under a folder without its own 404 page) the root one."""
    (site / "zh").mkdir()
    (site / "zh" / "404.html").write_text("<h1>页面不存在</h1>", encoding="utf-8")
    html = {"Accept": "text/html"}
    assert fetch(conn, "/zh/nope/", html)[::2] == (404, "<h1>页面不存在</h1>".encode())
    assert fetch(conn, "/zh/rules/nope", html)[::2] == (404, "<h1>页面不存在</h1>".encode())
    assert fetch(conn, "/rules/nope/", html)[::2] == (404, b"<h1>not here</h1>")
    assert fetch(conn, "/zhx/nope/", html)[::2] == (404, b"<h1>not here</h1>")


def test_missing_file_fetched_by_a_script_is_a_short_404(conn: http.client.HTTPConnection) -> None:
    """A missing file fetched by a script is a short plain-text 404.

    Source: issue 6, static server.
    """
    status, headers, body = fetch(conn, "/rules/sitemap.xml", {"Accept": "*/*"})
    assert (status, body) == (404, b"404 Not Found\n")
    assert headers["Content-Type"].startswith("text/plain")


def test_directory_without_index_is_not_listed(conn: http.client.HTTPConnection) -> None:
    """A folder without an index is not listed. Source: issue 6, static server."""
    status, _, body = fetch(conn, "/empty/")
    assert status == 404 and b"Directory listing" not in body


@pytest.mark.parametrize("path", [
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/rules/..%2f..%2fsecret.txt",
    "/assets/%2e%2e/%2e%2e/%2e%2e/secret.txt",
    "/..\\secret.txt",
    "/link.txt",
    "/%00",
])
def test_path_traversal_is_refused(conn: http.client.HTTPConnection, path: str) -> None:
    """A path outside site/ is refused as not found. Source: issue 6, static server."""
    status, _, body = fetch(conn, path)
    assert status == 404
    assert b"outside the site" not in body


def test_server_binds_loopback_only(site: Path) -> None:
    """The server listens on 127.0.0.1 only. Source: issue 6, static server."""
    server, url = serve_in_background(site)
    try:
        assert server.server_address[0] == "127.0.0.1"
        assert url.startswith("http://127.0.0.1:")
    finally:
        server.shutdown()
        server.server_close()


def test_busy_port_is_a_one_line_error(site: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A busy port is a one-line error with status 2. Source: issue 6, static server."""
    server, _ = serve_in_background(site)
    try:
        assert main(["--root", str(site), "--port", str(server.server_address[1])]) == 2
    finally:
        server.shutdown()
        server.server_close()
    err = capsys.readouterr().err
    assert err.startswith("error: cannot serve") and err.count("\n") == 1


def test_missing_site_is_a_one_line_error(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """A missing site/ is a one-line error with status 2. Source: issue 6, static server."""
    assert main(["--root", str(tmp_path / "site"), "--port", "0"]) == 2
    assert "no such directory to serve" in capsys.readouterr().err


@pytest.mark.parametrize("path", ["/" + "a" * 300, "/rules/" + "b" * 300 + "/index.html",
                                  "/" + "%C3%A9" * 200, "/" + "a" * 5000 + ".html"])
def test_a_path_segment_too_long_for_the_file_system_is_a_404(
        conn: http.client.HTTPConnection, path: str) -> None:
    """issue 14: «a 300-character path segment drops the connection with a traceback (`File
    name too long`)»: it is a 404 and the connection stays usable."""
    status, _, _ = fetch(conn, path)
    assert status == 404
    assert fetch(conn, "/index.html")[0] == 200


@pytest.mark.parametrize(("argv", "env"), [
    (["--port", "99999"], {}), (["--port", "-1"], {}), (["--port", "8e3"], {}),
    (["--port", "٨٠٠٠"], {}), ([], {"PORT": "abc"}), ([], {"PORT": ""}),
])
def test_a_bad_port_is_a_one_line_error(site: Path, capsys: pytest.CaptureFixture[str],
                                        monkeypatch: pytest.MonkeyPatch, argv: list[str],
                                        env: dict[str, str]) -> None:
    """issue 14: «`--port 99999`, `--port -1` and `PORT=abc` give tracebacks instead of a
    one-line error»."""
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert main(["--root", str(site), *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: the port must be a whole number from 0 to 65535")
    assert err.count("\n") == 1


def test_a_browser_that_hangs_up_mid_download_prints_nothing(
        site: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 6, "./scripts/serve": a reader who leaves a page while the wasm downloads
    resets the connection. The server says nothing (socketserver printed a traceback of
    the broken pipe for each, and the bench's log was full of them), and goes on serving.
    Any other error in a request is still printed."""
    (site / "big.bin").write_bytes(bytes(32 << 20))  # more than the socket buffers hold
    serving = threading.active_count() + 1  # the server's loop
    server, _ = serve_in_background(site)
    port = server.server_address[1]
    try:
        client = socket.create_connection((HOST, port), timeout=10)
        client.sendall(b"GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
        client.recv(4096)
        client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        client.close()  # a reset, as a closed tab sends
        deadline = time.monotonic() + 10
        while threading.active_count() > serving and time.monotonic() < deadline:
            time.sleep(0.05)  # the request's thread ends once its write fails
        assert threading.active_count() == serving
        assert capsys.readouterr().err == ""
        connection = http.client.HTTPConnection(HOST, port, timeout=10)
        connection.request("GET", "/rules/")
        assert connection.getresponse().status == 200
        connection.close()
        try:
            raise ValueError("a real fault")
        except ValueError:
            server.handle_error(client, (HOST, 0))
        assert "ValueError: a real fault" in capsys.readouterr().err
    finally:
        server.shutdown()
        server.server_close()

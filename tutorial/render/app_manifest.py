"""The web app manifest of each language and its PNG icons, for "Add to home screen".

``manifest(lang)`` is the JSON of ``manifest.webmanifest`` (English, at the site's
root) or ``zh/manifest.webmanifest``: names from the build's catalogue, start URL
and scope the language's home, standalone display, the site's teal. ``png(size)``
draws the icon (a die showing five, white on teal, inside the maskable safe zone)
with zlib alone, so the build needs no image library and nothing binary is
committed. The offline head (``offline_head``) links both.
"""

from __future__ import annotations

import math
import struct
import zlib

from tutorial.render.html import PIPS
from tutorial.words.catalogue import text

MANIFEST = "manifest.webmanifest"
ICONS = {192: "assets/icons/icon-192.png", 512: "assets/icons/icon-512.png"}
THEME = (0x00, 0x79, 0x6B)  # Material's teal 700: white pips on it pass 4.5:1
THEME_HEX = "#{:02x}{:02x}{:02x}".format(*THEME)


def manifest_path(lang: str) -> str:
    """Where the manifest of ``lang`` is in the site."""
    return MANIFEST if lang == "en" else f"{lang}/{MANIFEST}"


def manifest(lang: str) -> dict[str, object]:
    """The web app manifest of one language (paths relative to where it is written)."""
    up = "" if lang == "en" else "../"
    return {
        "name": text(lang, "app.name"), "short_name": text(lang, "app.short_name"),
        "description": text(lang, "app.description"), "lang": "en" if lang == "en" else "zh-CN",
        "start_url": "./", "scope": "./", "display": "standalone",
        "theme_color": THEME_HEX, "background_color": "#ffffff",
        "icons": [{"src": up + path, "sizes": f"{size}x{size}", "type": "image/png",
                   "purpose": "any maskable"} for size, path in ICONS.items()],
    }


def png(size: int) -> bytes:
    """A square RGB PNG: the theme colour with a white five-face of a die in the middle."""
    scale = size * 0.6 / 20  # the die's 20-unit grid fills 60%: inside the maskable zone
    offset = size * 0.2
    radius = 2.2 * scale
    centres = [(offset + x * scale, offset + y * scale) for x, y in PIPS[5]]
    background = bytes(THEME) * size
    rows = []
    for y in range(size):
        row = bytearray(background)
        for cx, cy in centres:  # a pixel is white when its centre lies in a pip's circle
            reach = radius ** 2 - (y + 0.5 - cy) ** 2
            if reach < 0:
                continue
            half = math.sqrt(reach)
            first = max(0, math.ceil(cx - 0.5 - half))
            last = min(size - 1, math.floor(cx - 0.5 + half))
            row[3 * first:3 * (last + 1)] = b"\xff" * (3 * max(0, last + 1 - first))
        rows.append(b"\0" + bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))

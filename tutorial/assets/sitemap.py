"""The site's ``sitemap.xml``: real addresses and language alternates, or none at all.

MkDocs writes ``<loc>None…</loc>`` when ``site_url`` is unset, and Material
fetches ``sitemap.xml`` relative to every ``<link rel="alternate">`` of a page
(to map the page to its other language), which under mkdocs-static-i18n are the
page's own translations, so every page asked for two sitemaps that do not
exist. Here:

* with a ``site_url``, the sitemap is rebuilt from the pages in ``site/``: each
  English page and its Chinese twin (``zh/…``) get a ``<url>`` with
  ``xhtml:link`` alternates for both languages plus ``x-default`` (English),
  the form search engines read for language versions;
* without one, no sitemap is written (it needs absolute addresses);
* in both cases ``drop_alternate_links`` removes the pages' relative
  ``<link rel="alternate" hreflang>`` tags, so nothing asks for a sitemap (the
  language switcher's own links already point at the twin page).
"""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
XHTML_NS = "http://www.w3.org/1999/xhtml"
SECOND_LANG = "zh"
ALTERNATE_LINK = re.compile(r'<link rel="alternate" href="[^"]*" hreflang="[^"]*">\n?')


class SitemapError(RuntimeError):
    """The sitemap cannot be written (message says why)."""


def site_url_from_env() -> str | None:
    """``SITE_URL`` from the environment, ending in ``/``, or None when it is unset."""
    url = os.environ.get("SITE_URL", "").strip()
    if not url:
        return None
    if not url.startswith(("https://", "http://")):
        raise SitemapError(f"SITE_URL must start with https:// or http://, not “{url[:60]}”")
    return url.rstrip("/") + "/"


def drop_alternate_links(html: str) -> str:
    """A page without its ``<link rel="alternate" hreflang>`` tags (see the module doc)."""
    return ALTERNATE_LINK.sub("", html)


def page_paths(site: Path) -> list[str]:
    """Every English page's path under the site (``""``, ``rules/bidding/``), sorted."""
    paths = []
    for index in sorted(site.rglob("index.html")):
        relative = index.parent.relative_to(site).as_posix()
        path = "" if relative == "." else relative + "/"
        if not (path == f"{SECOND_LANG}/" or path.startswith(f"{SECOND_LANG}/")):
            paths.append(path)
    return paths


def sitemap_xml(site: Path, site_url: str) -> bytes:
    """The sitemap of ``site`` published at ``site_url`` (ending in ``/``)."""
    ET.register_namespace("", SITEMAP_NS)
    ET.register_namespace("xhtml", XHTML_NS)
    urlset = ET.Element(f"{{{SITEMAP_NS}}}urlset")
    for path in page_paths(site):
        versions = {"en": site_url + path}
        if (site / SECOND_LANG / path / "index.html").is_file():
            versions[SECOND_LANG] = f"{site_url}{SECOND_LANG}/{path}"
        for address in versions.values():
            url = ET.SubElement(urlset, f"{{{SITEMAP_NS}}}url")
            ET.SubElement(url, f"{{{SITEMAP_NS}}}loc").text = address
            if len(versions) > 1:
                for lang, href in [*versions.items(), ("x-default", versions["en"])]:
                    ET.SubElement(url, f"{{{XHTML_NS}}}link",
                                  {"rel": "alternate", "hreflang": lang, "href": href})
    ET.indent(urlset)
    data: bytes = ET.tostring(urlset, encoding="utf-8", xml_declaration=True)
    return data + b"\n"


def write(site: Path, site_url: str | None) -> None:
    """Write (or, without ``site_url``, remove) ``sitemap.xml`` and its ``.gz``."""
    for name in ("sitemap.xml", "sitemap.xml.gz"):
        (site / name).unlink(missing_ok=True)
    if site_url is None:
        return
    if not site_url.startswith(("https://", "http://")):
        raise SitemapError(f"site_url must be an http(s) address, not “{site_url[:60]}”")
    base = site_url.rstrip("/") + "/"
    (site / "sitemap.xml").write_bytes(sitemap_xml(site, base))

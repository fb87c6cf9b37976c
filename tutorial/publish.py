"""MkDocs hook (last in ``hooks:``): make ``site/`` deployable as it is, on any host and path.

* ``on_config``: ``SITE_URL`` from the environment sets ``site_url``; without
  it every link stays relative, so ``site/`` works under any path.
* ``on_post_page``: every page links the web app manifest of its language and
  registers the service worker (``tutorial/offline.py``), unless
  ``DUDO_SERVICE_WORKER=0``; its ``<link rel="alternate">`` tags go (see
  ``tutorial/sitemap.py``).
* ``on_post_build``, after the other hooks have written their files: the
  sitemap is rewritten with real addresses and language alternates, or removed
  without ``SITE_URL`` (a sitemap needs absolute addresses), together with the
  link Material adds to it; the manifests, icons and service worker are
  written; then every big file gets brotli and gzip copies
  (``tutorial/precompress.py``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mkdocs.exceptions import PluginError  # noqa: E402

from tutorial import offline, precompress, sitemap  # noqa: E402


def on_config(config: Any) -> Any:
    """Take ``site_url`` from ``SITE_URL`` when it is set (it must be an http(s) address)."""
    url = os.environ.get("SITE_URL", "").strip()
    if url:
        if not url.startswith(("https://", "http://")):
            raise PluginError(f"SITE_URL must start with https:// or http://, not “{url[:60]}”")
        config.site_url = url.rstrip("/") + "/"
    return config


def on_post_page(output: str, page: Any, config: Any) -> str:
    """Link the manifest, register the service worker, drop the relative alternates."""
    return offline.add_to_page(sitemap.drop_alternate_links(output), page.url)


def on_post_build(config: Any) -> None:
    """Sitemap, offline files, then the compressed copies of everything."""
    site = Path(config.site_dir)
    try:
        sitemap.write(site, config.site_url or None)
        offline.write(site)
        precompress.compress_site(site)
    except (sitemap.SitemapError, precompress.CompressError) as error:
        raise PluginError(str(error)) from None

"""Build-time side of the dudo-docs site: `plugin.py` joins MkDocs to `checks` (compare pages
and examples with the engine), `render` (HTML in each language) and `assets` (runtime files)."""

"""The site's runtime assets: the engine wheel and its lock file, the Pyodide copy,
the search index and on-demand search; copied into the built site after the pages."""

"""Build-time machinery of the dudo-docs site: MkDocs hooks, checked examples and claims."""

"""Everything that compares the pages and worked examples with the engine and fails the build.

Imports only the engine and `tutorial.words`; never `render` or `assets`."""

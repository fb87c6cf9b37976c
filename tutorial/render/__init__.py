"""Views and jinja2 templates that turn checked data into HTML, in each language.

Reads checked data from `tutorial.checks` and words from `tutorial.words`; never `assets`."""

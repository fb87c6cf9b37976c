"""The build's shared words: the en/zh catalogue that checks and render both speak from.

A leaf of `tutorial`: it imports nothing of the other packages."""

"""The judge: one model of a position, read by the coach, the review, the drills and the CLI.

``position`` (a seat's decision and the table), ``reading`` (what the moves say about the
hidden hands, exactly, from the bots' own policies), and the value of every legal move in the
game's own currency.
"""

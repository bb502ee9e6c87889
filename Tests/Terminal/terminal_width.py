"""Lists and articles fit the terminal at any width, also after a resize.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME COLUMNS...
HOME must hold a signed-in local session with the bundled sample. For each width in turn (the
first at start, the others by resizing the running terminal), shows `headlines` and article 1,
and reports the widest line seen, counted in terminal columns. Prints one line of JSON.
"""
import re
import sys
import unicodedata

from terminal_session import quit_and_close, report, spawn

newsdesk, home = sys.argv[1:3]
widths = [int(width) for width in sys.argv[3:]]
child = spawn(newsdesk, home, "http://127.0.0.1:9")
child.setwinsize(200, widths[0])
STYLE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def columns(line):
    """Terminal columns of a line: wide and fullwidth characters take 2, combining marks 0."""
    total = 0
    for char in STYLE.sub("", line):
        if unicodedata.combining(char):
            continue
        total += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return total


def widest(text):
    """The widest line; an article's URL line is left out, since it is kept whole on purpose so
    that it can be copied or clicked, and the terminal wraps it."""
    lines = STYLE.sub("", text).replace("\r", "").split("\n")
    return max((columns(line) for line in lines if not line.startswith("URL: ")), default=0)


def steps(result):
    child.expect_exact("alice@local:home> ")
    seen = []
    for width in widths:
        child.setwinsize(200, width)
        child.send("headlines\r")
        child.expect_exact("alice@local:headlines> ")
        listed = child.before
        child.send("1\r")
        child.expect_exact("alice@local:article> ")
        article = child.before
        child.send("home\r")
        child.expect_exact("alice@local:home> ")
        seen.append({"width": width, "list": widest(listed), "article": widest(article),
                     "ellipsis": "…" in listed})
    result["widths"] = seen
    quit_and_close(child, result)


report(child, steps)

"""Colour at a real terminal: on by default, off with NO_COLOR or --no-color.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME URL MODE, MODE being `default`,
`NO_COLOR` or `--no-color`. HOME must hold a NewsAPI session signed in to the service at URL.
Prints one line of JSON with what `headlines technology` showed, escape sequences kept.
"""
import sys

from terminal_session import quit_and_close, report, spawn

newsdesk, home, url, mode = sys.argv[1:5]
child = spawn(newsdesk, home, url,
              extra_env={"NO_COLOR": "1"} if mode == "NO_COLOR" else None,
              extra_args=["--no-color"] if mode == "--no-color" else None)


def steps(result):
    child.expect_exact("newsapi@newsapi:home> ")
    child.send("headlines technology\r")
    child.expect_exact("newsapi@newsapi:headlines> ")
    result["shown"] = child.before.replace("\r", "")
    quit_and_close(child, result)


report(child, steps)

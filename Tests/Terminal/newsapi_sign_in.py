"""Signing in to NewsAPI at a real terminal: the key is asked hidden, never shown, never kept in history.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME URL KEY
Prints one line of JSON with what the screen showed and what the history file holds.
"""
import os
import sys

import pexpect

from terminal_session import report, spawn

newsdesk, home, url, key = sys.argv[1:5]
child = spawn(newsdesk, home, url)


def steps(result):
    child.expect_exact("newsdesk> ")
    child.send("newsapi\r")
    child.expect_exact("API key: ")
    child.send(key + "\r")
    shown = ""
    for field in ["Country: ", "Categories: "]:
        child.expect_exact(field)
        shown += child.before
        child.send("\r")
    for command in ["whoami", "quit"]:
        child.expect_exact("newsapi@newsapi:home> ")
        shown += child.before
        child.send(command + "\r")
    child.expect(pexpect.EOF)
    child.close()
    result["exit_status"] = child.exitstatus
    result["shown"] = shown.replace("\r", "")
    history = os.path.join(home, "history")
    result["history"] = open(history, encoding="utf-8").read() if os.path.exists(history) else None


report(child, steps)

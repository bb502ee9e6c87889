"""Secrets typed on a command's line at a real terminal never reach the history file.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME URL PASSWORD
Types `signin alice PASSWORD`, `signup bob Sup3rPass`, `newsapi KEY` and `login alice PASSWORD`
(each refused: the command takes no such argument), then signs up alice properly and quits.
Prints one line of JSON with the screen and what the history file holds.
"""
import os
import sys

import pexpect

from terminal_session import report, spawn

newsdesk, home, url, password = sys.argv[1:5]
child = spawn(newsdesk, home, url)


def steps(result):
    shown = ""
    for line in ["signin alice " + password, "signup bob Sup3rPass", "newsapi 0123456789abcdefSECRET",
                 "login alice " + password]:
        child.expect_exact("newsdesk> ")
        shown += child.before
        child.send(line + "\r")
    child.expect_exact("newsdesk> ")
    shown += child.before
    child.send("signup\r")
    for field, answer in [("Username: ", "alice"), ("Password: ", password), ("Confirm password: ", password),
                          ("Country: ", ""), ("Categories: ", "")]:
        child.expect_exact(field)
        child.send(answer + "\r")
    child.expect_exact("alice@local:home> ")
    child.send("quit\r")
    child.expect(pexpect.EOF)
    child.close()
    result["exit_status"] = child.exitstatus
    result["shown"] = shown.replace("\r", "")
    history = os.path.join(home, "history")
    result["history"] = open(history, encoding="utf-8").read() if os.path.exists(history) else None


report(child, steps)

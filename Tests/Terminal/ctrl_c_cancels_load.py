"""Ctrl-C during a load, through a real pseudo-terminal: the load ends and the prompt is back.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME URL
HOME must hold a NewsAPI session signed in to the service at URL, whose answer to the word
`fault-slow-10` comes only after ten seconds. Prints one line of JSON: how long the prompt took
to come back after Ctrl-C, what the screen showed, what the next command showed, and what `retry`
(which waits the ten seconds) showed; exits 1 when something did not happen.
"""
import sys
import time

from terminal_session import quit_and_close, report, spawn

newsdesk, home, url = sys.argv[1:4]
child = spawn(newsdesk, home, url)


def steps(result):
    child.expect_exact("newsapi@newsapi:home> ")
    child.send("search fault-slow-10 harbour\r")
    child.expect_exact("Loading")
    sent = time.monotonic()
    child.sendintr()
    child.expect_exact("newsapi@newsapi:search> ")
    result["prompt_ms"] = round((time.monotonic() - sent) * 1000, 1)
    result["shown"] = child.before.replace("\r", "")
    # The interrupt was the load's: the next prompt does not see it, nor does the retry.
    child.send("whoami\r")
    child.expect_exact("newsapi@newsapi:search> ")
    result["after"] = child.before.replace("\r", "")
    child.send("retry\r")
    child.expect_exact("newsapi@newsapi:search> ", timeout=60)
    result["retried"] = child.before.replace("\r", "")
    quit_and_close(child, result)


report(child, steps)

"""Ctrl-C stops a flow's one-shot actions at once: the source look-up before `source ID`, and `subscribe`;
and a screen's load: `read N` on a page that answers after ten seconds.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME URL
HOME must hold a NewsAPI session signed in to the fake service at URL. Before `source harborview-herald`
the script asks the fake (POST /__fake/slow-next) to answer the next request only after ten
seconds; `subscribe` is given the fake's slow feed, which answers after ten seconds too, and `read 1`
a feed item whose page is the fake's slow one. Prints
one line of JSON: for each, how long the prompt took to come back after Ctrl-C and what was
shown; then the feeds list and whether the source's screen opens once the service answers.
"""
import sys
import time
import urllib.request

from terminal_session import quit_and_close, report, spawn

newsdesk, home, url = sys.argv[1:4]
child = spawn(newsdesk, home, url, extra_env={"NEWSDESK_BACKGROUND_FETCH": "off"})


def interrupt(result, key, label, prompt):
    """Waits for the action's spinner, sends Ctrl-C, and records how long the prompt took to return."""
    child.expect_exact(label)
    sent = time.monotonic()
    child.sendintr()
    child.expect_exact(prompt)
    result[key + "_ms"] = round((time.monotonic() - sent) * 1000, 1)
    result[key] = child.before.replace("\r", "")


def steps(result):
    child.expect_exact("newsapi@newsapi:home> ")
    urllib.request.urlopen(urllib.request.Request(url + "/__fake/slow-next", data=b"", method="POST"), timeout=10).read()
    child.send("source harborview-herald\r")
    interrupt(result, "source", "Looking up the source", "newsapi@newsapi:home> ")
    child.send("source harborview-herald\r")
    child.expect_exact("newsapi@newsapi:source> ")
    result["source_after"] = child.before.replace("\r", "")
    child.send("feeds\r")
    child.expect_exact("newsapi@newsapi:feeds> ")
    child.send("subscribe " + url + "/feeds/slow/rss2.xml\r")
    interrupt(result, "subscribe", "Subscribing to", "newsapi@newsapi:feeds> ")
    child.send("feeds\r")
    child.expect_exact("newsapi@newsapi:feeds> ")
    result["feeds"] = child.before.replace("\r", "")
    child.send("subscribe " + url + "/feeds/slow-reader.xml\r")
    child.expect_exact("newsapi@newsapi:feeds> ")
    child.send("open 1\r")
    child.expect_exact("newsapi@newsapi:feed> ")
    child.send("read 1\r")
    interrupt(result, "read", "Reading the article's page", "newsapi@newsapi:read> ")
    quit_and_close(child, result)


report(child, steps)

"""browse at a real terminal: $BROWSER gets the article's address as one argument.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME URL BROWSER
HOME must hold a NewsAPI session signed in to the service at URL. Prints one line of JSON with
what the screen showed after `browse 1`.
"""
import sys

from terminal_session import quit_and_close, report, spawn

newsdesk, home, url, browser = sys.argv[1:5]
child = spawn(newsdesk, home, url, {"BROWSER": browser})


def steps(result):
    child.expect_exact("newsapi@newsapi:home> ")
    child.send("headlines technology\r")
    child.expect_exact("newsapi@newsapi:headlines> ")
    child.send("browse 1\r")
    child.expect_exact("newsapi@newsapi:headlines> ")
    result["shown"] = child.before.replace("\r", "")
    quit_and_close(child, result)


report(child, steps)

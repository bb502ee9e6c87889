"""List dates at a real terminal read relative to now; the article keeps its absolute date.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME
HOME must hold a signed-in local session with the bundled sample. Reports the date part of each
list line of `headlines` (after the source name and ` · `) and the article's Published line.
Prints one line of JSON.
"""
import re
import sys

from terminal_session import quit_and_close, report, spawn

newsdesk, home = sys.argv[1:3]
child = spawn(newsdesk, home, "http://127.0.0.1:9")
# A list's page holds what fits the screen: 45 rows hold a page of 20 headlines (two lines each).
child.setwinsize(45, 100)
STYLE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def steps(result):
    child.expect_exact("alice@local:home> ")
    child.send("headlines\r")
    child.expect_exact("alice@local:headlines> ")
    listed = STYLE.sub("", child.before).replace("\r", "")
    result["list_dates"] = [line.split(" · ")[1] for line in listed.split("\n") if " · " in line]
    child.send("1\r")
    child.expect_exact("alice@local:article> ")
    article = STYLE.sub("", child.before).replace("\r", "")
    result["published"] = next((line for line in article.split("\n") if line.startswith("Published:")), None)
    quit_and_close(child, result)


report(child, steps)

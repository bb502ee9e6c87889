"""`fetch` at a real terminal: progress on the status line, and Ctrl-C stops what is left.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME URL
HOME must hold alice's signed-in local session and three subscriptions to the server at URL, the
last of which (`/feeds/slow/...`) answers only after ten seconds. Prints one line of JSON: the
progress line seen while the slow feed was awaited, what the fetch showed once Ctrl-C stopped it,
and the feeds list afterwards; exits 1 when something did not happen.
"""
import sys

from terminal_session import quit_and_close, report, spawn

newsdesk, home, url = sys.argv[1:4]
child = spawn(newsdesk, home, url, extra_env={"NEWSDESK_BACKGROUND_FETCH": "off", "COLUMNS": "120"})


def steps(result):
    child.expect_exact("alice@local:home> ")
    child.send("fetch\r")
    child.expect(r"Fetching feeds: 2/3, 3 new articles")
    result["progress"] = child.after.decode() if isinstance(child.after, bytes) else child.after
    child.sendintr()
    child.expect_exact("alice@local:home> ")
    result["stopped"] = child.before.replace("\r", "")
    child.send("feeds\r")
    child.expect_exact("alice@local:feeds> ")
    result["feeds"] = child.before.replace("\r", "")
    quit_and_close(child, result)


report(child, steps)

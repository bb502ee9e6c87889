"""Feeds fetched while a real terminal's prompt waits, and what arrived said above the line typed.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME URL
HOME must hold alice's signed-in local session and two subscriptions to the server at URL that
were never fetched. newsdesk runs with NEWSDESK_BACKGROUND_FETCH=1 (a fetch a second after the
first prompt). Prints one line of JSON: the announcement, and what the half-typed line became
once finished; exits 1 when something did not happen.
"""
import sys

from terminal_session import STEP_SECONDS, quit_and_close, report, spawn

newsdesk, home, url = sys.argv[1:4]
child = spawn(newsdesk, home, url, extra_env={"NEWSDESK_BACKGROUND_FETCH": "1"})


def steps(result):
    child.expect_exact("alice@local:home> ")
    child.send("sear")
    child.expect(r"\d+ new articles? in \d+ feeds?; 'unread' lists them\.", timeout=STEP_SECONDS)
    result["announced"] = child.after if isinstance(child.after, str) else child.after.decode()
    child.expect_exact("alice@local:home> sear")
    child.send("ch ferry\r")
    child.expect_exact("alice@local:search> ")
    result["search"] = child.before.replace("\r", "")
    quit_and_close(child, result)


report(child, steps)

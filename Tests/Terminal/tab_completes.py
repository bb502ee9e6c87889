"""Tab at a real terminal: commands complete at once; source ids complete once fetched; the
numbers of a list's items complete `open N`; a field's answer completes no command.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME
HOME must hold a signed-in local session with the bundled sample. Prints one line of JSON.
"""
import sys
import time

import pexpect

from terminal_session import quit_and_close, report, spawn

newsdesk, home = sys.argv[1:3]
child = spawn(newsdesk, home, "http://127.0.0.1:9")
# A list's page holds what fits the screen: 45 rows hold a page of 20 headlines (two lines each).
child.setwinsize(45, 100)


def steps(result):
    child.expect_exact("alice@local:home> ")
    child.send("whoa\t")
    child.expect_exact("whoami ")
    child.send("\x15")  # Ctrl-U: clear the line
    child.send("source gull\t")
    # The first Tab starts fetching the source ids; a later one completes from them.
    deadline = time.monotonic() + 5
    completed = False
    while not completed and time.monotonic() < deadline:
        try:
            child.expect_exact("gullhaven-ledger", timeout=0.2)
            completed = True
        except pexpect.TIMEOUT:
            child.send("\t")
    result["source_completed"] = completed
    child.send("\r")
    child.expect_exact("alice@local:source> ")
    result["shown"] = child.before.replace("\r", "")
    # On a page of headlines, two Tabs after `open ` list the numbers on screen, in order.
    child.send("headlines\r")
    child.expect_exact("alice@local:headlines> ")
    child.send("open \t\t")
    child.expect_exact("alice@local:headlines> open ")
    result["numbers_offered"] = [word for word in child.before.split() if word.isdigit()]
    child.send("\x15")
    # At a field, Tab leaves the answer alone: `who` stays `who`, not the command `whoami`.
    child.send("account\r")
    child.expect_exact("alice@local:account> ")
    child.send("edit\r")
    child.expect_exact("Country: ")
    child.send("who\t\r")
    child.expect_exact("Country: ")
    result["field_answer"] = child.before.replace("\r", "")
    child.send("\r")
    child.expect_exact("Categories: ")
    child.send("\r")
    child.expect_exact("alice@local:account> ")
    quit_and_close(child, result)


report(child, steps)

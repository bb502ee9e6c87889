"""Ctrl-C belongs to the moment it was pressed: at the prompt it abandons the line, in the pager it
leaves the pager, and the next load, or a sign-in, never sees it.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME USER PASSWORD
HOME must hold the account USER with PASSWORD, signed in to the local catalog with the sample.
Each case presses Ctrl-C, then runs a load and records what it showed. Prints one line of JSON.
"""
import sys

import pexpect

from terminal_session import quit_and_close, report, spawn

newsdesk, home, user, password = sys.argv[1:5]
child = spawn(newsdesk, home, "http://127.0.0.1:9")
prompt = f"{user}@local:home> "


def shown():
    return child.before.replace("\r", "")


def leave_pager(pager_prompt):
    """Ctrl-C in less until newsdesk's prompt is back (less misses a press landing as it starts reading)."""
    for _ in range(5):
        child.sendintr()
        if child.expect_exact([pager_prompt, pexpect.TIMEOUT], timeout=2) == 0:
            return
    raise pexpect.TIMEOUT("less did not quit on Ctrl-C")


def steps(result):
    child.expect_exact(prompt)
    child.send("logout\r")
    child.expect_exact("newsdesk> ")

    # At an empty prompt, then a sign-in with the right password.
    child.sendintr()
    child.expect_exact("newsdesk> ")
    child.send(f"signin {user}\r")
    child.expect_exact("Password: ")
    child.send(password + "\r")
    if child.expect_exact([prompt, "newsdesk> "]) == 1:
        # Failed: sign in again so the cases after this one still run.
        result["signin_after_empty_prompt"] = shown()
        child.send(f"signin {user}\r")
        child.expect_exact("Password: ")
        child.send(password + "\r")
        child.expect_exact(prompt)
    else:
        result["signin_after_empty_prompt"] = shown()

    # At an empty prompt, then a search.
    child.sendintr()
    child.expect_exact(prompt)
    child.send("search harbour\r")
    child.expect_exact(f"{user}@local:search> ")
    result["search_after_empty_prompt"] = shown()

    # On a half-typed line: the line is abandoned, and the search after it runs.
    child.send("home\r")
    child.expect_exact(prompt)
    child.send("search fer")
    child.expect_exact("search fer")
    child.sendintr()
    child.expect_exact(prompt)
    child.send("ry\r")
    child.expect_exact(prompt)
    result["half_line_abandoned"] = shown()
    child.send("search ferry\r")
    child.expect_exact(f"{user}@local:search> ")
    result["search_after_half_line"] = shown()

    # Leaving the pager (less -K) with Ctrl-C, then a search on a screen tall enough not to page.
    child.send("home\r")
    child.expect_exact(prompt)
    child.setwinsize(12, 100)
    child.send("help\r")
    child.expect(r"\n\x1b?\[?[0-9;]*m?:")
    leave_pager(prompt)
    child.setwinsize(200, 100)
    child.send("search council\r")
    child.expect_exact(f"{user}@local:search> ")
    result["search_after_pager"] = shown()
    quit_and_close(child, result)


report(child, steps)

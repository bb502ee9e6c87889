"""The pager at a real terminal: output taller than the screen goes through less; short output
does not; Ctrl-C in less returns to the prompt with the terminal usable; with timing on, the
time of paged output shows after the pager.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME
HOME must hold a signed-in local session with the bundled sample. $PAGER is unset, so newsdesk
runs `less -F -R -X -K`. Prints one line of JSON.
"""
import sys

import pexpect

from terminal_session import quit_and_close, report, spawn

newsdesk, home = sys.argv[1:3]
child = spawn(newsdesk, home, "http://127.0.0.1:9")
child.setwinsize(12, 80)


def leave_pager():
    """Presses Ctrl-C until newsdesk's prompt is back; returns how many presses it took.

    less flushes its prompt, then marks itself as reading, then reads: a Ctrl-C landing between
    the two is noted but does not break the read, so less waits for a key. A person cannot type
    that fast; a script answering the prompt at once sometimes does, so Ctrl-C is pressed again.
    """
    for presses in range(1, 6):
        child.sendintr()
        if child.expect_exact(["alice@local:headlines> ", pexpect.TIMEOUT], timeout=2) == 0:
            return presses
    raise pexpect.TIMEOUT("less did not quit on Ctrl-C")


def steps(result):
    child.expect_exact("alice@local:home> ")
    child.send("whoami\r")
    child.expect_exact("alice@local:home> ")
    result["short_paged"] = "\n:" in child.before.replace("\r", "")
    child.send("headlines\r")
    # less's own prompt, a colon at the start of the last line, means it is waiting for a key.
    child.expect(r"\n\x1b?\[?[0-9;]*m?:")
    result["tall_paged"] = True
    # No LANG is set here: the heading's rule shows as box drawing only when less reads UTF-8.
    result["pager_utf8"] = "─" in child.before and "<E2>" not in child.before
    result["interrupts"] = leave_pager()
    child.send("whoa\t")
    child.expect_exact("whoami ")
    child.send("\r")
    child.expect_exact("alice@local:headlines> ")
    result["after"] = child.before.replace("\r", "")
    # With timing on, the time of paged output comes after the pager, where it can be seen.
    child.send("timing on\r")
    child.expect_exact("alice@local:headlines> ")
    child.send("headlines\r")
    child.expect(r"\n\x1b?\[?[0-9;]*m?:")
    leave_pager()
    result["timed"] = child.before.replace("\r", "")
    quit_and_close(child, result)


report(child, steps)

"""The pager at a real terminal: one long text (an article, help) taller than the screen goes
through less; short output does not, nor a list, whose page fits the screen so the next command
is typed at once; Ctrl-C in less returns to the prompt with the terminal usable; with timing on,
the time of paged output shows after the pager.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME
HOME must hold a signed-in local session with the bundled sample. $PAGER is unset, so newsdesk
runs `less -F -R -X -K`. Prints one line of JSON.
"""
import re
import sys

import pexpect

from terminal_session import quit_and_close, report, spawn

newsdesk, home = sys.argv[1:3]
child = spawn(newsdesk, home, "http://127.0.0.1:9")
child.setwinsize(12, 80)


def leave_pager(prompt="alice@local:article> "):
    """Presses Ctrl-C until newsdesk's prompt is back; returns how many presses it took.

    less flushes its prompt, then marks itself as reading, then reads: a Ctrl-C landing between
    the two is noted but does not break the read, so less waits for a key. A person cannot type
    that fast; a script answering the prompt at once sometimes does, so Ctrl-C is pressed again.
    """
    for presses in range(1, 6):
        child.sendintr()
        if child.expect_exact([prompt, pexpect.TIMEOUT], timeout=2) == 0:
            return presses
    raise pexpect.TIMEOUT("less did not quit on Ctrl-C")


def steps(result):
    child.expect_exact("alice@local:home> ")
    child.send("whoami\r")
    child.expect_exact("alice@local:home> ")
    result["short_paged"] = "\n:" in child.before.replace("\r", "")
    # A list's page fits the 12 rows: its prompt comes straight back, with no pager between.
    child.send("headlines\r")
    child.expect_exact("alice@local:headlines> ")
    shown = child.before.replace("\r", "")
    result["list_paged"] = "\n:" in shown
    result["list_lines"] = shown.count("\n")
    plain = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", shown)
    result["list_items"] = len(re.findall(r"(?m)^ *[0-9]+\. ", plain))
    child.send("search fromagerie\r")
    child.expect_exact("alice@local:search> ")
    child.send("open 1\r")
    # less's own prompt, a colon at the start of the last line, means it is waiting for a key.
    child.expect(r"\n\x1b?\[?[0-9;]*m?:")
    result["tall_paged"] = True
    # No LANG is set here: the article's accents show as letters only when less reads UTF-8.
    result["pager_utf8"] = "é" in child.before and "<C3>" not in child.before
    result["interrupts"] = leave_pager()
    child.send("whoa\t")
    child.expect_exact("whoami ")
    child.send("\r")
    child.expect_exact("alice@local:article> ")
    result["after"] = child.before.replace("\r", "")
    # With timing on, the time of paged output comes after the pager, where it can be seen.
    child.send("timing on\r")
    child.expect_exact("alice@local:article> ")
    child.send("help\r")
    child.expect(r"\n\x1b?\[?[0-9;]*m?:")
    leave_pager()
    result["timed"] = child.before.replace("\r", "")
    quit_and_close(child, result)


report(child, steps)

"""PAGER=less with LESS unset, as git runs it: less gets LESS=FRX and shows colour, not `ESC[1m`.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME
HOME must hold a signed-in local session with the bundled sample. Prints one line of JSON with
what less showed of an article taller than the screen, escape sequences kept.
"""
import sys

from terminal_session import quit_and_close, report, spawn

newsdesk, home = sys.argv[1:3]
child = spawn(newsdesk, home, "http://127.0.0.1:9", extra_env={"PAGER": "less"})
child.setwinsize(12, 80)


def steps(result):
    child.expect_exact("alice@local:home> ")
    child.send("search fromagerie\r")
    child.expect_exact("alice@local:search> ")
    child.send("open 1\r")
    # less's own prompt, a colon at the start of the last line, means it is waiting for a key.
    child.expect(r"\n\x1b?\[?[0-9;]*m?:")
    result["shown"] = child.before.replace("\r", "")
    # No -K in LESS=FRX: q leaves less.
    child.send("q")
    child.expect_exact("alice@local:article> ")
    quit_and_close(child, result)


report(child, steps)

"""The pager at a real terminal: output taller than the screen goes through less; short output
does not; Ctrl-C in less returns to the prompt with the terminal usable.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME
HOME must hold a signed-in local session with the bundled sample. $PAGER is unset, so newsdesk
runs `less -F -R -X -K`. Prints one line of JSON.
"""
import sys

from terminal_session import quit_and_close, report, spawn

newsdesk, home = sys.argv[1:3]
child = spawn(newsdesk, home, "http://127.0.0.1:9")
child.setwinsize(12, 80)


def steps(result):
    child.expect_exact("alice@local:home> ")
    child.send("whoami\r")
    child.expect_exact("alice@local:home> ")
    result["short_paged"] = "\n:" in child.before.replace("\r", "")
    child.send("headlines\r")
    # less's own prompt, a colon at the start of the last line, means it is waiting for a key.
    child.expect(r"\n\x1b?\[?[0-9;]*m?:")
    result["tall_paged"] = True
    child.sendintr()
    child.expect_exact("alice@local:headlines> ")
    child.send("whoa\t")
    child.expect_exact("whoami ")
    child.send("\r")
    child.expect_exact("alice@local:headlines> ")
    result["after"] = child.before.replace("\r", "")
    quit_and_close(child, result)


report(child, steps)

"""--json at a real terminal: the prompt, the echo of what is typed and completion lists go to
the terminal on standard error, while standard output, sent to a file, holds only JSON lines.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME OUTPUT
HOME must hold a signed-in local session with the bundled sample; OUTPUT is the file standard
output goes to. Prints one line of JSON.
"""
import re
import sys

import pexpect

from terminal_session import STEP_SECONDS, quit_and_close, report

newsdesk, home, output = sys.argv[1:4]
child = pexpect.spawn("/bin/sh", ["-c", 'exec "$0" --home "$1" --newsapi-url http://127.0.0.1:9 --json > "$2"',
                                  newsdesk, home, output],
                      env={"TERM": "xterm", "PATH": "/usr/bin:/bin", "HOME": home},
                      dimensions=(200, 100), encoding="utf-8", timeout=STEP_SECONDS)
STYLE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def steps(result):
    child.expect_exact("alice@local:home> ")
    child.send("headlines\r")
    child.expect_exact("alice@local:headlines> ")
    child.send("open \t\t")
    child.expect_exact("alice@local:headlines> open ")
    result["numbers_offered"] = [word for word in child.before.split() if word.isdigit()]
    child.send("\x15")
    child.send("open 3\r")
    child.expect_exact("alice@local:article> ")
    result["shown"] = STYLE.sub("", child.before).replace("\r", "")
    quit_and_close(child, result)


report(child, steps)

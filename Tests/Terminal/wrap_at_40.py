"""At 40 columns every line newsdesk writes fits: help, a usage error, an error with a suggestion.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME
HOME must hold a signed-in local session with the bundled sample. For each command, reports the
widest line newsdesk wrote after the echoed command line (readline's own), in terminal columns,
and the text. Prints one line of JSON.
"""
import re
import sys

from terminal_session import quit_and_close, report, spawn

newsdesk, home = sys.argv[1:3]
child = spawn(newsdesk, home, "http://127.0.0.1:9")
child.setwinsize(200, 40)
STYLE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def written(text):
    """What newsdesk wrote after the echo of the command line, without styles or carriage returns."""
    plain = STYLE.sub("", text).replace("\r", "")
    return plain.split("\n", 1)[1] if "\n" in plain else ""


def steps(result):
    child.expect_exact("alice@local:home> ")
    widths = []
    for command in ["help", "search", "sources --country uk", "help search"]:
        child.send(command + "\r")
        # The prompt at the start of a line: readline may draw it again while echoing a long line.
        child.expect(r"\n(\x1b\[\?2004h)?alice@local:home> ")
        text = written(child.before)
        widths.append({"command": command, "widest": max(len(line) for line in text.split("\n")), "text": text})
    result["wrapped"] = widths
    quit_and_close(child, result)


report(child, steps)

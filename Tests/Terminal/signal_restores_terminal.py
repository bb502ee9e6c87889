"""SIGTERM at the prompt and SIGHUP at a hidden field: newsdesk ends by the signal, with the
terminal put back (echo and line mode on) first.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME
HOME must hold a signed-in local session (prompt `alice@local:home> `); the second part signs
out. Prints one line of JSON.
"""
import os
import signal
import sys
import termios
import time

from terminal_session import report, spawn

newsdesk, home = sys.argv[1:3]
child = spawn(newsdesk, home, "http://127.0.0.1:9")


def modes(fd):
    flags = termios.tcgetattr(fd)[3]
    return {"echo": bool(flags & termios.ECHO), "line_mode": bool(flags & termios.ICANON)}


def end_by(process, number):
    """Sends the signal, waits for the end, and reports the modes left behind and the signal seen."""
    fd = process.child_fd
    held = modes(fd)
    os.kill(process.pid, number)
    deadline = time.monotonic() + 5
    while process.isalive() and time.monotonic() < deadline:
        time.sleep(0.02)
    after = modes(fd)
    process.close(force=True)
    return {"while_reading": held, "after": after, "signal": process.signalstatus}


def steps(result):
    global child
    child.expect_exact("alice@local:home> ")
    result["term_at_prompt"] = end_by(child, signal.SIGTERM)
    child = spawn(newsdesk, home, "http://127.0.0.1:9")
    child.expect_exact("alice@local:home> ")
    child.send("logout\r")
    child.expect_exact("newsdesk> ")
    child.send("signin alice\r")
    child.expect_exact("Password: ")
    child.send("half")
    result["hup_at_hidden_field"] = end_by(child, signal.SIGHUP)


report(child, steps)

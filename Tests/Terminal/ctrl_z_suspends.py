"""Ctrl-Z at the prompt stops newsdesk with the terminal given back; continuing redraws the line.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME
HOME must hold a signed-in local session (prompt `alice@local:home> `). There is no job-control
shell here, so the script reads the process state from /proc and continues it with SIGCONT, as
`fg` does. Prints one line of JSON.
"""
import os
import signal
import sys
import termios
import time

from terminal_session import quit_and_close, report, spawn

newsdesk, home = sys.argv[1:3]
child = spawn(newsdesk, home, "http://127.0.0.1:9")


def state():
    with open(f"/proc/{child.pid}/stat") as stat:
        return stat.read().rsplit(")", 1)[1].split()[0]


def steps(result):
    child.expect_exact("alice@local:home> ")
    child.send("whoa")
    child.expect_exact("whoa")
    child.send("\x1a")
    deadline = time.monotonic() + 5
    while state() != "T" and time.monotonic() < deadline:
        time.sleep(0.02)
    result["stopped"] = state() == "T"
    result["echo_restored"] = bool(termios.tcgetattr(child.child_fd)[3] & termios.ECHO)
    os.kill(child.pid, signal.SIGCONT)
    child.expect_exact("alice@local:home> whoa")
    child.send("mi\r")
    child.expect_exact("alice@local:home> ")
    result["shown"] = child.before.replace("\r", "")
    quit_and_close(child, result)


report(child, steps)

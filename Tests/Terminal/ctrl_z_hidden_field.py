"""Ctrl-Z at a hidden field: newsdesk stops with echo given back, and after `fg` the field is
hidden again and keeps what was typed before the stop; Backspace works; the password never shows.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME USER PASSWORD
HOME must hold the account USER with PASSWORD and no session (the login flow's `newsdesk> `).
There is no job-control shell here, so the script reads the process state from /proc and
continues it with SIGCONT, as `fg` does. Prints one line of JSON.
"""
import io
import os
import signal
import sys
import termios
import time

from terminal_session import quit_and_close, report, spawn

newsdesk, home, user, password = sys.argv[1:5]
child = spawn(newsdesk, home, "http://127.0.0.1:9")
screen = io.StringIO()
child.logfile_read = screen
half = len(password) // 2


def state():
    with open(f"/proc/{child.pid}/stat") as stat:
        return stat.read().rsplit(")", 1)[1].split()[0]


def bytes_read():
    """How many bytes newsdesk has read so far (rchar), or None where /proc does not say."""
    try:
        with open(f"/proc/{child.pid}/io") as counters:
            for line in counters:
                if line.startswith("rchar:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def wait(condition, seconds=5):
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.02)
    return condition()


def steps(result):
    child.expect_exact("newsdesk> ")
    child.send(f"signin {user}\r")
    child.expect_exact("Password: ")
    before = bytes_read()
    child.send(password[:half])
    # Nothing is echoed, so wait until newsdesk has read what was typed, then stop it.
    result["read_before_stop"] = before is not None and wait(lambda: (bytes_read() or 0) >= before + half, 2)
    child.send("\x1a")
    result["stopped"] = wait(lambda: state() == "T")
    result["echo_restored"] = bool(termios.tcgetattr(child.child_fd)[3] & termios.ECHO)
    os.kill(child.pid, signal.SIGCONT)
    child.expect_exact("Password: ")
    result["echo_hidden_again"] = wait(lambda: not termios.tcgetattr(child.child_fd)[3] & termios.ECHO, 2)
    # A mistyped key taken back with Backspace is not part of the answer.
    child.send("X\x7f" + password[half:] + "\r")
    child.expect_exact(f"{user}@local:home> ")
    text = screen.getvalue().replace("\r", "")
    result["shown"] = text
    result["password_shown"] = password[:half] in text or password[half:] in text
    quit_and_close(child, result)


report(child, steps)

"""While the prompt waits for a key, the main actor runs: console-probe's main-actor task, started
before the prompt, is woken by SIGUSR1 with no key pressed, and says so above the prompt; the
half-typed line is drawn again below it, and Tab then completes the word that task added. The
same at a hidden field, where nothing typed is shown.

Run by EndToEndTests (TerminalTests) with: CONSOLE_PROBE
Prints one line of JSON.
"""
import signal
import sys

import pexpect

from terminal_session import STEP_SECONDS, report

probe = sys.argv[1]
child = pexpect.spawn(probe, [], env={"TERM": "xterm", "PATH": "/usr/bin:/bin"},
                      dimensions=(24, 100), encoding="utf-8", timeout=STEP_SECONDS)


def steps(result):
    child.expect_exact("probe> ")
    child.send("hal")
    child.expect_exact("hal")
    # No key from here on: only the signal, which the main-actor task waits for.
    child.kill(signal.SIGUSR1)
    child.expect_exact("main actor ran 1")
    child.expect_exact("probe> hal")
    result["announced_at_prompt"] = True
    child.send("f\r")
    child.expect_exact("read: ")
    child.expect_exact("\r\n")
    result["line_read"] = child.before
    # Tab completes from main-actor state the task changed while the prompt waited.
    child.expect_exact("probe> ")
    child.send("gam\t")
    child.expect_exact("gamma1 ")
    child.send("\r")
    child.expect_exact("read: ")
    child.expect_exact("\r\n")
    result["completed"] = child.before
    # At a hidden field the announcement comes above the field, which is asked again, still hidden.
    child.expect_exact("probe> ")
    child.send("secret\r")
    child.expect_exact("Password: ")
    child.send("zebra")
    child.kill(signal.SIGUSR1)
    child.expect_exact("main actor ran 2")
    shown = child.before + child.after
    child.expect_exact("Password: ")
    shown += child.before + child.after
    child.send("-crossing\r")
    child.expect_exact("read: a secret of ")
    shown += child.before
    child.expect_exact("\r\n")
    result["secret_read"] = child.before
    result["secret_shown"] = "zebra" in shown or "crossing" in shown
    # An announcement made as the next prompt comes up is said at once, and the prompt follows it.
    child.expect_exact("probe> ")
    child.send("later\r")
    child.expect_exact("announced later")
    child.expect_exact("probe> ")
    result["announced_as_prompt_came"] = True
    child.sendeof()
    child.expect_exact("end")
    child.expect(pexpect.EOF)
    child.close()
    result["exit_status"] = child.exitstatus


report(child, steps)

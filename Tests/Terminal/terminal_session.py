"""What the terminal scripts share: newsdesk started in a pseudo-terminal, and one JSON line of findings."""
import json
import sys

import pexpect

# How long one step may wait for what must come. Generous because CI runs hundreds of tests on two
# cores at once, and signing up hashes a password with scrypt on purpose slowly; a step that expects
# nothing to come uses its own short timeout.
STEP_SECONDS = 60


def spawn(newsdesk, home, url, extra_env=None, extra_args=None):
    """newsdesk on a 100-column xterm, tall enough that no output is paged; its home and NewsAPI address given."""
    env = {"TERM": "xterm", "PATH": "/usr/bin:/bin", "HOME": home}
    env.update(extra_env or {})
    return pexpect.spawn(newsdesk, ["--home", home, "--newsapi-url", url] + (extra_args or []),
                         env=env,
                         dimensions=(200, 100), encoding="utf-8", timeout=STEP_SECONDS)


def quit_and_close(child, result):
    """Types quit at the prompt on screen, waits for the end, and records the exit status."""
    child.send("quit\r")
    child.expect(pexpect.EOF)
    child.close()
    result["exit_status"] = child.exitstatus


def report(child, steps):
    """Runs steps(result), prints the findings as one JSON line, and exits 1 when pexpect gave up."""
    result = {}
    try:
        steps(result)
    except pexpect.ExceptionPexpect as error:
        result["error"] = type(error).__name__
        result["seen"] = (child.before or "")[-500:]
        print(json.dumps(result))
        sys.exit(1)
    print(json.dumps(result))

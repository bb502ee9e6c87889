"""Ctrl-C during a load, through a real pseudo-terminal: the load ends and the prompt is back.

Run by EndToEndTests (NewsAPIInterruptTests) with: NEWSDESK HOME URL
HOME must hold a NewsAPI session signed in to the service at URL, whose answer to the word
`fault-slow-10` comes only after ten seconds. Prints one line of JSON: how long the prompt took
to come back after Ctrl-C, and what the screen showed; exits 1 when something did not happen.
"""
import json
import sys
import time

import pexpect

newsdesk, home, url = sys.argv[1:4]
child = pexpect.spawn(newsdesk, ["--home", home, "--newsapi-url", url],
                      env={"TERM": "xterm", "PATH": "/usr/bin:/bin", "HOME": home},
                      dimensions=(24, 100), encoding="utf-8", timeout=10)
result = {}
try:
    child.expect_exact("newsapi@newsapi:home> ")
    child.send("search fault-slow-10 harbour\r")
    child.expect_exact("Loading")
    sent = time.monotonic()
    child.sendintr()
    child.expect_exact("newsapi@newsapi:search> ")
    result["prompt_ms"] = round((time.monotonic() - sent) * 1000, 1)
    result["shown"] = child.before.replace("\r", "")
    child.send("quit\r")
    child.expect(pexpect.EOF)
    child.close()
    result["exit_status"] = child.exitstatus
except pexpect.ExceptionPexpect as error:
    result["error"] = type(error).__name__
    result["seen"] = (child.before or "")[-500:]
    print(json.dumps(result))
    sys.exit(1)
print(json.dumps(result))

#!/usr/bin/env python3
"""Start-up of newsdesk against a Python `cmd` shell doing the same work, measured in one run.

Each case runs a scripted session that only quits, so what is timed is start-up to the first
prompt plus exit. Medians and 90th percentiles of wall-clock time over many runs.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = int(os.environ.get("RUNS", "60"))
BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/release/newsdesk"

PY_CMD_SHELL = """
import cmd, sys
class Shell(cmd.Cmd):
    prompt = "newsdesk> "
    def do_quit(self, arg):
        return True
shell = Shell(stdin=sys.stdin)
shell.use_rawinput = False
shell.cmdloop()
"""


def timed(argv, stdin_text):
    samples = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(argv, input=stdin_text.encode(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.9) - 1]


def main():
    with tempfile.TemporaryDirectory() as empty_home, tempfile.TemporaryDirectory() as signed_in_home, \
            tempfile.TemporaryDirectory() as scratch:
        script = os.path.join(scratch, "shell.py")
        with open(script, "w") as handle:
            handle.write(PY_CMD_SHELL)
        signup = "signup\nbench\nbench-password\nbench-password\n\n\nquit\n"
        subprocess.run([BINARY, "--home", signed_in_home], input=signup.encode(), stdout=subprocess.DEVNULL, check=True)
        subprocess.run([BINARY, "--home", empty_home], input=b"quit\n", stdout=subprocess.DEVNULL, check=True)
        cases = [
            ("python3 cmd shell: quit", [sys.executable, script]),
            ("newsdesk --version", [BINARY, "--version"]),
            ("newsdesk scripted quit, login flow", [BINARY, "--home", empty_home]),
            ("newsdesk scripted quit, signed in (home screen)", [BINARY, "--home", signed_in_home]),
        ]
        results = [(label, *timed(argv, "quit\n")) for label, argv in cases]
    reference = results[0][1]
    print(f"start-up, {RUNS} runs each, {BINARY}")
    print(f"| {'case':48} | median ms | p90 ms | vs python cmd |")
    print(f"| {'-' * 48} | --------- | ------ | ------------- |")
    for label, median, p90 in results:
        print(f"| {label:48} | {median:9.1f} | {p90:6.1f} | {median / reference:12.2f}x |")


if __name__ == "__main__":
    main()

"""Sign-up at a real terminal: a wrong confirmation asks for the password again, a country
that is no country is asked again, and Ctrl-C at Country keeps the account with the defaults.

Run by EndToEndTests (TerminalTests) with: NEWSDESK HOME
HOME must be fresh (no account). Prints one line of JSON with what the screen showed after the
mismatch (`after_mismatch`), after `uk` (`after_uk`), after Ctrl-C (`shown`, and `landed`: the
prompt it came back to) and after `whoami` (`after`).
"""
import sys

from terminal_session import quit_and_close, report, spawn

newsdesk, home = sys.argv[1:3]
child = spawn(newsdesk, home, "http://127.0.0.1:9")


def steps(result):
    child.expect_exact("newsdesk> ")
    child.send("signup\r")
    child.expect_exact("Username: ")
    child.send("alice\r")
    child.expect_exact("Password: ")
    child.send("password123\r")
    child.expect_exact("Confirm password: ")
    child.send("password124\r")
    # The mismatch sends the person back to the password, not only to its confirmation.
    child.expect_exact("Password: ")
    result["after_mismatch"] = child.before.replace("\r", "")
    child.send("password999\r")
    child.expect_exact("Confirm password: ")
    child.send("password999\r")
    child.expect_exact("Country: ")
    child.send("uk\r")
    child.expect_exact("Country: ")
    result["after_uk"] = child.before.replace("\r", "")
    child.sendintr()
    # Either prompt ends the wait, so the findings say where Ctrl-C led rather than time out.
    landed = child.expect_exact(["alice@local:home> ", "newsdesk> "])
    result["landed"] = ["home", "login"][landed]
    result["shown"] = child.before.replace("\r", "")
    if landed == 0:
        child.send("whoami\r")
        child.expect_exact("alice@local:home> ")
        result["after"] = child.before.replace("\r", "")
    quit_and_close(child, result)


report(child, steps)

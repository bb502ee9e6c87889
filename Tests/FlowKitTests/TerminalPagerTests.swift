import Foundation
import Testing
@testable import FlowKit

@Suite("TerminalPager and ForegroundProcess")
@MainActor
struct TerminalPagerTests {
    @Test("less is told the text is UTF-8 when nobody chose its character set")
    func lessReadsUTF8() {
        let pager = TerminalPager(environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm"])
        #expect(pager.pagerEnvironment == ["PATH": "/usr/bin:/bin", "TERM": "xterm", "LESSCHARSET": "utf-8"])
    }

    @Test("a character set the person chose for less is kept", arguments: [
        ["LESSCHARSET": "latin1"],
        ["LESSCHARDEF": "8bcccbcc18b95.b"],
    ])
    func chosenCharacterSetKept(chosen: [String: String]) {
        let pager = TerminalPager(environment: chosen.merging(["PATH": "/bin"]) { mine, _ in mine })
        #expect(pager.pagerEnvironment["LESSCHARSET"] == chosen["LESSCHARSET"])
        #expect(pager.pagerEnvironment == pager.environment)
    }

    @Test("a program runs in the environment it is given, and only that")
    func givenEnvironment() {
        let script = #"test "$NEWSDESK_PROBE" = seen && test -z "$HOME""#
        #expect(ForegroundProcess.run("/bin/sh", ["-c", script], environment: ["NEWSDESK_PROBE": "seen"]) == 0)
        #expect(ForegroundProcess.run("/bin/sh", ["-c", script], environment: ["NEWSDESK_PROBE": "other"]) == 1)
    }

    @Test("without an environment a program inherits newsdesk's")
    func inheritedEnvironment() throws {
        let path = try #require(ProcessInfo.processInfo.environment["PATH"])
        #expect(ForegroundProcess.run("/bin/sh", ["-c", "test \"$PATH\" = '\(path)'"]) == 0)
    }
}

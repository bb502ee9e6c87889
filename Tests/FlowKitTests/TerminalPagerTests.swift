import Foundation
import Testing

@testable import FlowKit

@Suite("TerminalPager and ForegroundProcess")
@MainActor
struct TerminalPagerTests {
    @Test("less is told the text is UTF-8, and (as git does) LESS=FRX and LV=-c, when nobody chose them")
    func lessReadsUTF8() {
        let pager = TerminalPager(environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm"])
        #expect(
            pager.pagerEnvironment == [
                "PATH": "/usr/bin:/bin", "TERM": "xterm", "LESSCHARSET": "utf-8", "LESS": "FRX", "LV": "-c",
            ])
    }

    @Test("PAGER=less with LESS unset runs less with LESS=FRX, which shows colour")
    func plainLessGetsFRX() {
        let pager = TerminalPager(environment: ["PAGER": "less", "PATH": "/usr/bin:/bin"])
        #expect(pager.commandWords.program == "less" && pager.commandWords.arguments.isEmpty)
        #expect(pager.pagerEnvironment["LESS"] == "FRX")
        #expect(pager.showsColour)
    }

    @Test("LESS and LV the person set are kept as they are", arguments: [["LESS": "-i"], ["LESS": ""], ["LV": "-a"]])
    func chosenOptionsKept(chosen: [String: String]) {
        let pager = TerminalPager(environment: chosen.merging(["PAGER": "less"]) { mine, _ in mine })
        for (name, value) in chosen {
            #expect(pager.pagerEnvironment[name] == value)
        }
    }

    @Test(
        "colour goes to a pager only when it shows colour",
        arguments: [
            (nil, nil, true),  // newsdesk's own less -F -R -X -K
            ("less", nil, true),  // LESS=FRX
            ("less", "-i", false),  // the person's LESS has no -R
            ("less", "FRX", true),
            ("less", "-F -R", true),
            ("less", "-MRi", true),
            ("less", "-R -+R", false),
            ("less", "--RAW-CONTROL-CHARS", true),
            ("less -R", "-i", true),
            ("less -r", "-i", true),
            ("less -+R", "-R", false),  // the command line comes after $LESS
            ("/usr/bin/less", nil, true),
            ("more", nil, true),
            ("most", nil, true),
            ("cat", nil, true),
            ("lv", nil, true),  // LV=-c
            ("vim -R -", nil, false),
            ("/usr/local/bin/pg", nil, false),
            ("nano -", "-R", false),
        ] as [(String?, String?, Bool)])
    func colourOnlyWhereShown(pagerSetting: String?, less: String?, colour: Bool) {
        var environment = ["PATH": "/usr/bin:/bin"]
        environment["PAGER"] = pagerSetting
        environment["LESS"] = less
        #expect(TerminalPager(environment: environment).showsColour == colour)
    }

    @Test("a pager that cannot show colour is sent the text without styles")
    func noColourForAPlainPager() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pager-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let record = directory.appendingPathComponent("paged")
        let script = directory.appendingPathComponent("record-pager")
        try "cat > '\(record.path)'\n".write(to: script, atomically: true, encoding: .utf8)
        let styled = Styler.terminal.heading("Top headlines") + "\n" + Styler.terminal.number("1. ") + "A headline\n"

        // Run by sh rather than executed itself: a file just written cannot be executed while a
        // process forked meanwhile by another test still holds it open (ETXTBSY), a failure CI met.
        #expect(TerminalPager(environment: ["PAGER": "sh \(script.path)", "PATH": "/usr/bin:/bin"]).show(styled))
        #expect(try String(contentsOf: record, encoding: .utf8) == "Top headlines\n1. A headline\n")
    }

    @Test(
        "a character set the person chose for less is kept",
        arguments: [
            ["LESSCHARSET": "latin1"],
            ["LESSCHARDEF": "8bcccbcc18b95.b"],
        ])
    func chosenCharacterSetKept(chosen: [String: String]) {
        let pager = TerminalPager(environment: chosen.merging(["PATH": "/bin"]) { mine, _ in mine })
        #expect(pager.pagerEnvironment["LESSCHARSET"] == chosen["LESSCHARSET"])
        #expect(pager.pagerEnvironment.filter { $0.key.hasPrefix("LESSCHAR") } == chosen)
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

import FlowKit
import Foundation
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// Everything written to a terminal wraps between words within its width, errors included.
@Suite("Wrapping at the terminal's width")
@MainActor
struct TerminalWrapTests {
    /// The lines of `text` wider than `width` columns, styles taken out.
    static func overflowing(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n").map(String.init).filter { TerminalText.displayWidth(Styler.removingStyles(from: $0)) > width }
    }

    @Test("help fits 40 columns and every width from 20 to 120, usages and summaries alike", arguments: [20, 32, 40, 41, 50, 60, 80, 120])
    func helpFits(width: Int) async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        harness.console.width = width
        harness.console.clearOutput()

        #expect(await harness.run("help"))
        #expect(await harness.run("help search"))
        #expect(await harness.run("help headlines"))

        #expect(Self.overflowing(harness.console.output, width: width) == [], "at \(width) columns")
        #expect(harness.console.output.contains("\nusage: search"), "help COMMAND starts at the margin")
    }

    @Test("help's summaries sit beside the usages where there is room, under them where there is not")
    func helpLayout() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        harness.console.width = 100
        harness.console.clearOutput()
        #expect(await harness.run("help"))
        let wide = harness.console.output.split(separator: "\n")
        #expect(wide.contains { $0.hasPrefix("  back ") && $0.hasSuffix(" go back one screen") }, "\(harness.console.output)")

        harness.console.width = 40
        harness.console.clearOutput()
        #expect(await harness.run("help"))
        let lines = harness.console.output.split(separator: "\n")
        let back = try #require(lines.firstIndex { $0.hasPrefix("  back") })
        #expect(lines[back] == "  back", "the usage on its own line: \(lines[back])")
        #expect(lines[back + 1].hasPrefix("      "), "the summary under it: \(lines[back + 1])")
    }

    @Test("an error at a terminal wraps between words within the width, its later lines indented")
    func errorWraps() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        harness.console.isInteractive = true
        harness.console.width = 40
        harness.console.clearOutput()

        #expect(await harness.run("search") == false)

        let errors = harness.console.errors
        #expect(errors.hasPrefix("error: "))
        #expect(Self.overflowing(errors, width: 40) == [], "\(errors)")
        let lines = errors.split(separator: "\n")
        #expect(lines.count > 1 && lines.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "\(errors)")
        #expect(errors.split(whereSeparator: \.isWhitespace).contains("WORDS..."), "no word is cut: \(errors)")
    }

    @Test("a scripted error stays one line, as FILE:LINE: error: lines are read by tools")
    func scriptedErrorIsOneLine() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        harness.console.width = 40
        harness.console.clearOutput()

        #expect(await harness.run("search") == false)

        #expect(harness.console.errors.split(separator: "\n").count == 1, "\(harness.console.errors)")
    }

    @Test("a field's complaint at a terminal wraps within the width")
    func fieldComplaintWraps() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        harness.console.isInteractive = true
        harness.console.width = 24
        #expect(await harness.run("account"))
        harness.console.feed("Great Britain", "gb", "general")
        harness.console.clearOutput()

        #expect(await harness.run("edit"))

        let words = harness.console.errors.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("'Great Britain' is not a two-letter country code"), "\(harness.console.errors)")
        #expect(Self.overflowing(harness.console.errors, width: 24) == [], "\(harness.console.errors)")
    }
}

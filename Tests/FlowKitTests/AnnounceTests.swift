import FlowKit
import Testing

/// `Console.announce(_:)` off a terminal: a line said at once, as output, cleaned like any data.
@Suite("Announcing a line")
@MainActor
struct AnnounceTests {
    @Test("a script console writes an announcement as one output line, its controls and breaks removed")
    func scriptConsoleWritesTheLine() {
        let sink = JSONLinesTests.CapturingSink()
        let console = ScriptConsole(reader: JSONLinesTests.NoLines(), inputName: "-", sink: sink)

        console.announce("Fetched \u{1B}[2J3 feeds\nof 4")

        #expect(sink.output == "Fetched 3 feeds of 4\n")
        #expect(sink.records.isEmpty && sink.errors.isEmpty)
    }
}

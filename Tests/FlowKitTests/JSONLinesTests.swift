import FlowKit
import Foundation
import Testing

@Suite("JSON lines: terminal-safe JSON for --json")
struct JSONLinesTests {
    /// A value with one text field and one optional field.
    struct Item: Codable, Equatable {
        var text: String
        var note: String?

        enum CodingKeys: String, CodingKey { case text, note }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(note, forKey: .note)
        }
    }

    /// Every scalar that would act on a terminal rather than show.
    static func terminalControls(in text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { value in
            value < 0x20 || (0x7F...0x9F).contains(value)
                || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }

    static let hostile: [(name: String, text: String, escape: String)] = [
        ("ESC", "a\u{1B}b", "\\u001b"),
        ("CSI clear screen", "\u{1B}[2Jcleared", "\\u001b[2J"),
        ("OSC 52 clipboard", "\u{1B}]52;c;cm0gLXJmIH4=\u{07}", "\\u001b]52;c;cm0gLXJmIH4=\\u0007"),
        ("C1 CSI", "red\u{9B}31m", "\\u009b31m"),
        ("C1 OSC and ST", "\u{9D}8;;https://evil.example\u{9C}", "\\u009d8;;https://evil.example\\u009c"),
        ("NEL", "one\u{85}two", "\\u0085"),
        ("DEL", "x\u{7F}y", "\\u007f"),
        ("NUL", "nul\u{0}here", "\\u0000"),
        ("right-to-left override", "invoice\u{202E}fdp.exe", "\\u202e"),
        ("first strong isolate and pop", "\u{2068}name\u{2069}", "\\u2068name\\u2069"),
        ("left-to-right and right-to-left marks", "\u{200E}a\u{200F}", "\\u200ea\\u200f"),
        ("Arabic letter mark", "\u{061C}x", "\\u061c"),
        ("line and paragraph separators", "a\u{2028}b\u{2029}c", "a\\u2028b\\u2029c"),
    ]

    @Test("a hostile string is escaped as \\uXXXX, reaches no terminal raw, and reads back exactly", arguments: hostile.indices)
    func hostileStrings(index: Int) throws {
        let (name, text, escape) = Self.hostile[index]
        let line = try JSONLines.line(Item(text: text))

        #expect(Self.terminalControls(in: line).isEmpty, "\(name): \(line.debugDescription)")
        #expect(line.contains(escape), "\(name): \(line)")
        #expect(try JSONDecoder().decode(Item.self, from: Data(line.utf8)) == Item(text: text))
    }

    @Test("every C0, DEL and C1 control and every bidi control is escaped in one string")
    func everyControl() throws {
        let controls =
            (0x00...0x9F).filter { $0 < 0x20 || $0 >= 0x7F } + [0x061C, 0x200E, 0x200F, 0x2028, 0x2029]
            + Array(0x202A...0x202E) + Array(0x2066...0x2069)
        let text = String(String.UnicodeScalarView(controls.compactMap { Unicode.Scalar(UInt32($0)) }))
        let line = try JSONLines.line(Item(text: text))

        #expect(Self.terminalControls(in: line).isEmpty)
        #expect(line.unicodeScalars.allSatisfy { $0.isASCII }, "only ASCII escapes remain: \(line)")
        #expect(try JSONDecoder().decode(Item.self, from: Data(line.utf8)).text == text)
    }

    @Test("zero-width characters that hide text are escaped; a joiner inside an emoji stays raw")
    func zeroWidth() throws {
        let line = try JSONLines.line(Item(text: "pay\u{200B}pal\u{FEFF}\u{2060}"))
        #expect(line == #"{"note":null,"text":"pay\u200bpal\ufeff\u2060"}"#)
        #expect(try JSONDecoder().decode(Item.self, from: Data(line.utf8)).text == "pay\u{200B}pal\u{FEFF}\u{2060}")
    }

    @Test("emoji, CJK, combining marks, accents, quotes, backslashes and slashes stay readable and exact")
    func printableTextIsKept() throws {
        let text = "Café 東京 👩🏽‍💻 🇫🇷 e\u{301} \"quoted\" back\\slash https://example.org/a/b"
        let line = try JSONLines.line(Item(text: text))

        #expect(line == #"{"note":null,"text":"Café 東京 👩🏽‍💻 🇫🇷 e\#u{301} \"quoted\" back\\slash https://example.org/a/b"}"#)
        #expect(try JSONDecoder().decode(Item.self, from: Data(line.utf8)).text == text)
    }

    @Test("a value is one line whatever line breaks its strings hold, with keys sorted and null kept")
    func oneLineSortedKeys() throws {
        let line = try JSONLines.line(Item(text: "first\nsecond\r\nthird", note: nil))

        #expect(!line.contains("\n") && !line.contains("\r"))
        #expect(line == #"{"note":null,"text":"first\nsecond\r\nthird"}"#)
    }

    @Test("a console writes each record as a JSON line on its record stream, apart from its text")
    @MainActor
    func consoleRecords() throws {
        let sink = CapturingSink()
        let console = ScriptConsole(reader: NoLines(), inputName: "-", sink: sink)
        console.writeLine("heading")
        console.writeRecords([Item(text: "a\u{9B}"), Item(text: "b", note: "n")])

        #expect(sink.output == "heading\n")
        #expect(sink.records == [#"{"note":null,"text":"a\u009b"}"# + "\n", #"{"note":"n","text":"b"}"# + "\n"])
    }

    /// A sink that keeps text and records apart.
    final class CapturingSink: OutputSink {
        var output = ""
        var records: [String] = []
        var errors = ""

        func writeOutput(_ text: String) { output += text }
        func writeRecord(_ text: String) { records.append(text) }
        func writeError(_ text: String) { errors += text }
        func flush() {}
    }

    /// Input that has ended.
    final class NoLines: LineReader {
        func nextLine() -> String? { nil }
    }
}

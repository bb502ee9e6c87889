import Foundation
import Testing

/// What a person or a script can type that once crashed newsdesk or reached the terminal raw:
/// numbers at Int's edges and beyond, terminal controls in echoed lines, huge words.
@Suite("Hostile input in scripted sessions")
struct HostileInputTests {
    static let intMin = "-9223372036854775808"
    static let intMinPlusOne = "-9223372036854775807"

    /// The error a script line gets, found by its line number.
    static func error(at line: Int, in stderr: String) -> String? {
        stderr.split(separator: "\n").first { $0.hasPrefix("-:\(line): error: ") }.map {
            String($0.dropFirst("-:\(line): error: ".count))
        }
    }

    @Test("Int.min, and numbers beyond Int, get the error -9223372036854775807 gets, on every list and item command")
    func numbersAtIntsEdge() async throws {
        try await TestHome.with { home in
            // Each screen is followed by the same command with Int.min + 1, Int.min and a number past Int.
            let commands = ["open", "bookmark", "unbookmark", "browse"]
            var lines: [String] = []
            for screen in ["home", "headlines", "search the", "source ferrobyte-review", "sources", "categories"] {
                lines.append(screen)
                let verbs = screen == "sources" || screen == "categories" ? ["open"] : commands
                for verb in verbs {
                    for number in [Self.intMinPlusOne, Self.intMin, "-99999999999999999999999", "99999999999999999999999"] {
                        lines.append("\(verb) \(number)")
                    }
                }
            }
            let result = try await home.run(["--keep-going"], input: Scripts.signUpAlice + lines.joined(separator: "\n") + "\n")
            #expect(result.status == 1)
            var line = 7
            var byScreen: [String: String] = [:]
            for text in lines {
                defer { line += 1 }
                guard let space = text.firstIndex(of: " "), !["search the", "source ferrobyte-review"].contains(text) else { continue }
                let number = String(text[text.index(after: space)...])
                let verb = String(text[..<space])
                let message = try #require(Self.error(at: line, in: result.stderr), "no error for line \(line) '\(text)': \(result.stderr)")
                // The same message as for Int.min + 1, with the number as typed.
                let shape = message.replacingOccurrences(of: number, with: "N")
                if number == Self.intMinPlusOne {
                    byScreen[verb] = shape
                    #expect(shape.contains("no ") && shape.contains(" N here"), "\(text): \(message)")
                } else {
                    #expect(shape == byScreen[verb], "\(text): \(message)")
                }
            }
        }
    }

    @Test("A lone number past Int opens item N, as a small one does")
    func loneHugeNumber() async throws {
        try await TestHome.with { home in
            let result = try await home.run(input: Scripts.signUpAlice + "99999999999999999999999\n")
            #expect(result.status == 1)
            #expect(Self.error(at: 7, in: result.stderr)?.hasPrefix("no article 99999999999999999999999 here") == true, "\(result.stderr)")
        }
    }
}

extension HostileInputTests {
    @Test(
        "COLUMNS that is no positive width (0, negative, Int.min, past Int) is ignored, with no crash",
        arguments: ["0", "-5", "-9223372036854775808", "99999999999999999999999", "9223372036854775807"])
    func columnsOutOfRange(columns: String) async throws {
        try await TestHome.with { home in
            let result = try await home.run(
                input: Scripts.signUpAlice + "sources\nsearch the\nopen 1\naccount\n", environment: ["COLUMNS": columns])
            #expect(result.status == 0, "\(result.stderr)")
        }
    }
}

extension HostileInputTests {
    /// The bytes no output of newsdesk may hold: C0 controls but line feed and tab, DEL, and C1
    /// controls (as UTF-8), or anything that is not UTF-8.
    static func rawControls(in data: Data) -> String? {
        guard let text = String(validating: data, as: UTF8.self) else {
            let text = String(decoding: data, as: UTF8.self)
            let at = text.unicodeScalars.firstIndex(of: "\u{FFFD}") ?? text.unicodeScalars.startIndex
            return "invalid UTF-8 near \(context(at: at, in: text))"
        }
        let scalars = text.unicodeScalars
        guard
            let at = scalars.firstIndex(where: { scalar in
                let value = scalar.value
                return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
            })
        else { return nil }
        return "U+\(String(scalars[at].value, radix: 16, uppercase: true)) in \(context(at: at, in: text))"
    }

    /// The text around `index`, as a Swift literal, short enough for a failure message.
    static func context(at index: String.UnicodeScalarView.Index, in text: String) -> String {
        let scalars = text.unicodeScalars
        let start = scalars.index(index, offsetBy: -120, limitedBy: scalars.startIndex) ?? scalars.startIndex
        let end = scalars.index(index, offsetBy: 120, limitedBy: scalars.endIndex) ?? scalars.endIndex
        return String(String.UnicodeScalarView(scalars[start..<end])).debugDescription
    }

    /// Each hostile piece of a line, as it is written in the script.
    static let hostilePieces: [[UInt8]] = [
        Array("\u{1B}]52;c;aGVsbG8=\u{07}".utf8),  // OSC 52: set the clipboard
        Array("\u{1B}[2J".utf8),  // clear the screen
        Array("\u{202E}".utf8),  // right-to-left override
        [0x00],  // NUL
        [0xC2, 0x9B],  // C1 CSI, as UTF-8
        [0x9B, 0x32, 0x4A],  // C1 CSI as one raw byte: invalid UTF-8
        [0xFF, 0xFE],  // invalid UTF-8
    ]

    @Test("A script's echo of commands and field answers, and its FILE:LINE, hold no raw control")
    func echoIsCleaned() async throws {
        try await TestHome.with { home in
            var script = Data()
            for piece in Self.hostilePieces {
                // A field answer (the username), then the same piece in a command.
                script += Data("signup\n".utf8) + Data("al".utf8) + Data(piece) + Data("ice\nx\nx\n".utf8)
                script += Data("search ".utf8) + Data(piece) + Data(" x\n".utf8)
            }
            let name = "evil\u{1B}]52;c;aGk=\u{07}\u{9B}2J.nd"
            let url = home.root.appendingPathComponent(name)
            try script.write(to: url)
            let result = try await home.run(["--keep-going", "-f", name])
            #expect(result.status == 1)
            #expect(Self.rawControls(in: result.stdoutData) == nil, "stdout: \(result.stdout.debugDescription)")
            #expect(Self.rawControls(in: result.stderrData) == nil, "stderr: \(result.stderr.debugDescription)")
            #expect(result.stdout.contains("newsdesk> search ]52;c;aGVsbG8= x") == false)
            #expect(result.stdout.contains("newsdesk> search  x"))
            #expect(result.stderr.hasPrefix("evil2J.nd:1: error: ") || result.stderr.hasPrefix("evil.nd:"), "\(result.stderr)")
        }
    }
}

extension HostileInputTests {
    @Test("A megabyte typed as a command or a value gets a short error")
    func hugeWordsGetShortErrors() async throws {
        try await TestHome.with { home in
            let huge = String(repeating: "x", count: 1_000_000)
            let lines = [huge, "search a --sort \(huge)", "headlines \(huge)", "open \(huge)", "search a --\(huge)", "timing \(huge)"]
            let result = try await home.run(["--keep-going"], input: Scripts.signUpAlice + lines.joined(separator: "\n") + "\n")
            #expect(result.status == 1)
            #expect(result.stderrLines.count == lines.count, "\(result.stderr.prefix(2000))")
            for line in result.stderrLines {
                #expect(line.count < 400, "\(line.prefix(400))")
            }
            #expect(result.stderrLines.first?.hasPrefix("-:7: error: unknown command 'xxxxxxxx") == true)
        }
    }

    @Test("A command name hiding a control is quoted with the control shown, and never told to try itself")
    func hiddenControlInCommandName() async throws {
        try await TestHome.with { home in
            let result = try await home.run(["--keep-going"], input: Scripts.signUpAlice + "\u{202E}search x\nsea\u{0}rch x\n")
            #expect(result.status == 1)
            #expect(Self.error(at: 7, in: result.stderr) == "unknown command '<U+202E>search' (did you mean 'search'?)", "\(result.stderr)")
            #expect(Self.error(at: 8, in: result.stderr) == "unknown command 'sea<U+0000>rch' (did you mean 'search'?)", "\(result.stderr)")
        }
    }
}

extension HostileInputTests {
    @Test("A password or key on a refused command line in a script reaches no file under the home")
    func secretOnAScriptLine() async throws {
        try await TestHome.with { home in
            let secrets = ["correct-horse-42", "Sup3rPass", "0123456789abcdefSECRET"]
            let script = "signin alice \(secrets[0])\nsignup bob \(secrets[1])\nnewsapi \(secrets[2])\n" + Scripts.signUpAlice + "quit\n"
            let result = try await home.run(["--keep-going"], input: script)
            #expect(result.status == 1)
            #expect(result.stderrLines.count == 3)
            for secret in secrets {
                #expect(home.filesContaining(Data(secret.utf8)).isEmpty, "\(secret) was written to disk")
            }
        }
    }
}

import Foundation
import Testing

/// A scripted session's standard output cut at its command prompts.
///
/// Each command line (`newsdesk> help`, `alice@local:home> open 1`) starts a step; the step's output
/// is every line after it up to the next command line.
struct Transcript {
    /// One command and what it printed.
    struct Step {
        /// The prompt without its closing `> `: `newsdesk` or `alice@local:home`.
        let prompt: String
        /// The command as echoed.
        let command: String
        /// The lines printed after the command line, before the next prompt.
        let output: [String]
    }

    /// The lines before the first prompt (the welcome text or a restored screen).
    let preamble: [String]
    /// The commands in order.
    let steps: [Step]

    /// Cuts `stdout` at its command prompts.
    init(_ stdout: String) {
        var preamble: [String] = []
        var steps: [Step] = []
        var lines = stdout.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        for line in lines {
            if let (prompt, command) = Self.commandLine(line) {
                steps.append(Step(prompt: prompt, command: command, output: []))
            } else if let last = steps.popLast() {
                steps.append(Step(prompt: last.prompt, command: last.command, output: last.output + [line]))
            } else {
                preamble.append(line)
            }
        }
        self.preamble = preamble
        self.steps = steps
    }

    /// The output of the first step whose command is `command`, or nil when it never ran.
    func output(of command: String) -> [String]? {
        steps.first { $0.command == command }?.output
    }

    /// The commands in the order they were echoed.
    var commands: [String] { steps.map(\.command) }

    /// The prompt (without `> `) and command of a command line: `newsdesk> X` or `user@service:screen> X`.
    static func commandLine(_ line: String) -> (prompt: String, command: String)? {
        guard let match = line.firstMatch(of: #/^(newsdesk|[a-z0-9_-]+@[a-z]+:[a-z-]+)> /#) else { return nil }
        return (String(match.output.1), String(line[match.range.upperBound...]))
    }

    /// The numbered items of a list's lines: the number and the rest of the line after `N. `.
    static func items(_ lines: [String]) -> [(number: Int, text: String)] {
        lines.compactMap { line in
            guard let match = line.firstMatch(of: #/^ *([0-9]+)\. (.*)$/#), let number = Int(match.output.1) else { return nil }
            return (number, String(match.output.2))
        }
    }
}

/// Expects `actual` to equal `expected`, reporting the first differing line rather than two walls of text.
func expectTranscript(
    _ actual: String,
    equals expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let actualLines = actual.components(separatedBy: "\n")
    let expectedLines = expected.components(separatedBy: "\n")
    let index = Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 } ?? min(actualLines.count, expectedLines.count)
    let got = index < actualLines.count ? actualLines[index].debugDescription : "(end of output)"
    let wanted = index < expectedLines.count ? expectedLines[index].debugDescription : "(end of output)"
    Issue.record(
        "transcript differs at line \(index + 1):\n  expected: \(wanted)\n  actual:   \(got)\n--- full actual output ---\n\(actual)",
        sourceLocation: sourceLocation
    )
}

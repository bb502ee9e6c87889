import Foundation

/// What one run of the newsdesk binary wrote and how it exited.
struct NewsdeskResult: Sendable {
    /// Everything written to standard output, byte for byte.
    let stdoutData: Data
    /// Everything written to standard error, byte for byte.
    let stderrData: Data
    /// The exit status.
    let status: Int32

    /// Standard output as text.
    var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    /// Standard error as text.
    var stderr: String { String(decoding: stderrData, as: UTF8.self) }
    /// Standard output split into lines (without the empty string after a final newline).
    var stdoutLines: [String] { Self.lines(stdout) }
    /// Standard error split into lines (without the empty string after a final newline).
    var stderrLines: [String] { Self.lines(stderr) }

    private static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

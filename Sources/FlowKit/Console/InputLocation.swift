/// A line of a scripted session's input: its file (`-` for standard input) and line number.
public struct InputLocation: Sendable, Equatable, CustomStringConvertible {
    /// The script's path as given, or `-` for standard input.
    public var file: String
    /// The line number, from 1.
    public var line: Int

    /// Creates a location.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `FILE:LINE`, the file's name cleaned of terminal controls (a script's name is anyone's choice).
    public var description: String { "\(TerminalText.sanitize(file)):\(line)" }
}

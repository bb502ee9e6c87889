/// What a console read at the command prompt.
public enum ConsoleInput: Sendable, Equatable {
    /// A line of input, without its line break.
    case line(String)
    /// Ctrl-C abandoned the line.
    case interrupted
    /// The input ended (Ctrl-D on an empty line, or the end of a script).
    case endOfInput
}

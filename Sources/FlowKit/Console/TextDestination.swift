/// Where a console's text goes: everything it writes except records.
///
/// By default text and records share standard output. With `--json`, text (prompts, the echo of
/// a script, messages, failure views) goes to standard error, so standard output carries only
/// records, one JSON line each, for a program to read.
public enum TextDestination: Sendable, Equatable {
    /// Text and records both on standard output.
    case standardOutput
    /// Text on standard error; standard output holds records only.
    case standardError
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One line of standard error redrawn in place, for progress a long command reports.
///
/// It exists only on a terminal; it holds no state, so any task may draw on it.
public struct TerminalStatusLine: Sendable {
    /// The terminal's width when the line was made.
    public let width: Int

    /// The status line on standard error, or nil when standard error is not a terminal.
    public static func onStandardError() -> TerminalStatusLine? {
        guard isatty(STDERR_FILENO) != 0 else { return nil }
        return TerminalStatusLine(width: ReadlineConsole.columns(of: STDERR_FILENO) ?? 80)
    }

    /// Creates a status line for a terminal `width` columns wide.
    public init(width: Int) {
        self.width = max(10, width)
    }

    /// Replaces the line with `text`, cut to fit so it never wraps.
    public func show(_ text: String) {
        // One column is left free: some terminals wrap when the last one is written.
        let line = TerminalText.truncate(TerminalText.sanitize(text), toWidth: width - 1)
        FileDescriptorWriter.writeAll(Array("\r\(line)\u{1B}[K".utf8), to: STDERR_FILENO)
    }

    /// Clears the line and leaves the cursor at its start.
    public func clear() {
        FileDescriptorWriter.writeAll(Array("\r\u{1B}[K".utf8), to: STDERR_FILENO)
    }
}

/// The default failure renderer: what went wrong in plain words, and that `retry` runs it again.
public enum FailureView {
    /// Writes the failure view for `error`.
    @MainActor
    public static func render(_ error: any Error, on console: any Console) {
        let message = TerminalText.sanitize(ErrorMessage.of(error))
        let wrapper = TextWrapper(width: console.width)
        var lines = wrapper.wrap("Failed: \(message)", indent: "  ", firstIndent: "")
        if let first = lines.first, first.hasPrefix("Failed:") {
            lines[0] = console.styler.failure("Failed:") + first.dropFirst("Failed:".count)
        }
        console.writeLines(lines)
        console.writeLine("Type 'retry' to try again.")
    }
}

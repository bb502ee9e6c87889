/// The default failure renderer: what went wrong in plain words, and that `retry` runs it again.
public enum FailureView {
    /// Writes the failure view for `error`.
    @MainActor
    public static func render(_ error: any Error, on console: any Console) {
        let message = TerminalText.sanitize(ErrorMessage.of(error))
        let wrapper = TextWrapper(width: console.width)
        console.writeLines(wrapper.wrap("Failed: \(message)", indent: "  ", firstIndent: ""))
        console.writeLine("Type 'retry' to try again.")
    }
}

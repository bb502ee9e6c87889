/// Where a console's output and errors go.
public protocol OutputSink: AnyObject {
    /// Writes text to the output stream.
    func writeOutput(_ text: String)
    /// Writes a record (a line of machine-readable output) to the output stream.
    func writeRecord(_ text: String)
    /// Writes to the error stream.
    func writeError(_ text: String)
    /// Pushes buffered output out, before reading input or exiting.
    func flush()
}

extension OutputSink {
    /// A sink that keeps no separate stream for records writes them as output.
    public func writeRecord(_ text: String) {
        writeOutput(text)
    }
}

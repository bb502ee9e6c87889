/// Where a console's output and errors go.
public protocol OutputSink: AnyObject {
    /// Writes to the output stream.
    func writeOutput(_ text: String)
    /// Writes to the error stream.
    func writeError(_ text: String)
    /// Pushes buffered output out, before reading input or exiting.
    func flush()
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to file descriptors 1 and 2, buffering standard output until it is flushed.
///
/// Records always go to standard output. Text goes there too, unless the sink was made with
/// text on standard error (`--json`), so that standard output carries records only.
/// It writes with `write(2)` rather than C stdio, whose global streams Swift 6 cannot share safely.
public final class StandardOutputSink: OutputSink {
    private var pending: [UInt8] = []
    private let bufferLimit = 64 * 1024
    private let text: TextDestination

    /// Creates a sink on standard output and standard error, with text going to `text`.
    public init(text: TextDestination = .standardOutput) {
        self.text = text
    }

    deinit {
        flush()
    }

    /// Buffers text for standard output, or writes it to standard error after the records before it.
    public func writeOutput(_ text: String) {
        switch self.text {
        case .standardOutput: buffer(text)
        case .standardError: writeError(text)
        }
    }

    /// Buffers a record for standard output.
    public func writeRecord(_ text: String) {
        buffer(text)
    }

    /// Flushes standard output first so the two streams interleave in order, then writes to stderr.
    public func writeError(_ text: String) {
        flush()
        FileDescriptorWriter.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes out everything buffered for standard output.
    public func flush() {
        guard !pending.isEmpty else { return }
        FileDescriptorWriter.writeAll(pending, to: STDOUT_FILENO)
        pending.removeAll(keepingCapacity: true)
    }

    private func buffer(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= bufferLimit { flush() }
    }
}

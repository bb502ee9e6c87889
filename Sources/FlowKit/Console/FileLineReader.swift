#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a C stream (a script file or standard input), one at a time.
///
/// Reading as the session goes, rather than all at once, lets a script be piped in live.
public final class FileLineReader: LineReader {
    private let stream: UnsafeMutablePointer<FILE>
    private let ownsStream: Bool

    /// Reads standard input, or returns nil if it cannot be opened as a stream.
    public init?() {
        guard let input = fdopen(STDIN_FILENO, "r") else { return nil }
        stream = input
        ownsStream = false
    }

    /// Opens the file at `path`, or returns nil (with the C error number) when it cannot be read:
    /// a directory too (`EISDIR`), which `fopen` opens and the first read would take for an empty file.
    public init?(path: String) {
        guard let file = fopen(path, "r") else { return nil }
        var status = stat()
        if fstat(fileno(file), &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            fclose(file)
            errno = EISDIR
            return nil
        }
        stream = file
        ownsStream = true
    }

    deinit {
        if ownsStream { fclose(stream) }
    }

    /// The next line, with `\n` or `\r\n` removed; invalid UTF-8 is repaired, not fatal.
    public func nextLine() -> String? {
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        let count = getline(&buffer, &capacity, stream)
        guard count >= 0, let buffer else { return nil }
        let bytes = UnsafeRawBufferPointer(start: buffer, count: count)
        var line = String(decoding: bytes, as: UTF8.self)
        if line.hasSuffix("\n") { line.removeLast() }
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }
}

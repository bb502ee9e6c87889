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

    /// The most bytes of one line kept: far beyond any command or answer a person types.
    public static let maxLineBytes = 65_536

    /// The next line, with `\n` or `\r\n` removed; invalid UTF-8 is repaired, not fatal.
    ///
    /// A line longer than ``maxLineBytes`` keeps its first ``maxLineBytes`` bytes and the rest is
    /// read past unkept, so an input with no line break (`/dev/zero`) never grows memory.
    public func nextLine() -> String? {
        var bytes: [UInt8] = []
        var sawAny = false
        while true {
            let byte = getc(stream)
            if byte == EOF { break }
            sawAny = true
            if byte == 0x0A { break }
            if bytes.count < Self.maxLineBytes { bytes.append(UInt8(truncatingIfNeeded: byte)) }
        }
        guard sawAny else { return nil }
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A subscription file on disk or on standard input: read whole, but never past a bound, and
/// recognised by its first bytes.
///
/// Reading goes chunk by chunk with `read(2)`: a pipe or device with no end (`/dev/zero`) stops at
/// the bound with an error in words, where reading "to the end" first would take all memory.
public enum SubscriptionFile {
    /// The kinds of subscription file newsdesk reads.
    public enum Kind: Sendable, Equatable {
        /// OPML 1.0 or 2.0.
        case opml
        /// newsboat's `urls` file.
        case newsboat
    }

    /// How many bytes of a file ``kind(ofFileAt:)`` looks at.
    static let headBytes = 65_536

    /// The bytes of the file at `path` (`-` is standard input), at most ``SubscriptionList/maxFileBytes``.
    ///
    /// - Throws: ``SubscriptionFileError/tooLarge(limit:)`` past the bound, ``SubscriptionFileError/cannotRead(_:)``
    ///   when the file cannot be opened or read.
    public static func bytes(at path: String) throws(SubscriptionFileError) -> [UInt8] {
        try bytes(at: path, limit: SubscriptionList.maxFileBytes)
    }

    /// The bytes of the file at `path` (`-` is standard input), throwing once more than `limit` arrive.
    package static func bytes(at path: String, limit: Int) throws(SubscriptionFileError) -> [UInt8] {
        let (bytes, complete) = try read(path, upTo: limit + 1)
        guard complete, bytes.count <= limit else { throw .tooLarge(limit: limit) }
        return bytes
    }

    /// The kind of subscription file at `path`, nil when it is neither (a data set, say) or cannot be read.
    ///
    /// Only a regular file's first ``headBytes`` are read; standard input, a pipe or a device is
    /// never looked at, as what a look takes from it could not be given back.
    public static func kind(ofFileAt path: String) -> Kind? {
        guard path != "-", let (head, complete) = try? read(path, upTo: headBytes, regularOnly: true) else { return nil }
        return kind(ofHead: head, isWhole: complete)
    }

    /// The kind of a file starting with `head` (the whole file when `isWhole`).
    ///
    /// An XML document whose root element is `opml` is OPML. Text whose lines, comments and blank
    /// ones aside, all start with an http or https address or with newsboat's `query:`, `exec:` or
    /// `filter:` is newsboat's `urls`. Anything else (a data set's JSON, TSV or gzip) is nil.
    static func kind(ofHead head: [UInt8], isWhole: Bool) -> Kind? {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if rootElement(of: bytes)?.lowercased() == "opml" { return .opml }
        return isNewsboatURLs(bytes, isWhole: isWhole) ? .newsboat : nil
    }

    /// The name of the first element of an XML document, after its declaration, comments,
    /// processing instructions and doctype; nil when the bytes are no such document.
    private static func rootElement(of bytes: ArraySlice<UInt8>) -> String? {
        var rest = bytes
        while true {
            rest = rest.drop { FeedText.isSpace($0) }
            guard rest.first == UInt8(ascii: "<") else { return nil }
            let after = rest.dropFirst()
            let closer: [UInt8]
            if after.starts(with: Array("!--".utf8)) {
                closer = Array("-->".utf8)
            } else if after.first == UInt8(ascii: "?") {
                closer = Array("?>".utf8)
            } else if after.first == UInt8(ascii: "!") {
                // A doctype: its internal subset, in brackets before the first `>`, may hold `>`.
                let head = after.prefix { $0 != UInt8(ascii: ">") }
                closer = head.contains(UInt8(ascii: "[")) ? Array("]>".utf8) : [UInt8(ascii: ">")]
            } else {
                let name = after.prefix { !FeedText.isSpace($0) && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "/") }
                return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
            }
            guard let end = firstRange(of: closer, in: after) else { return nil }
            rest = after[end...]
        }
    }

    /// The index just past the first occurrence of `needle` in `bytes`.
    private static func firstRange(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>.Index? {
        var index = bytes.startIndex
        while index + needle.count <= bytes.endIndex {
            if bytes[index..<index + needle.count].elementsEqual(needle) { return index + needle.count }
            index += 1
        }
        return nil
    }

    /// Whether every line that is not blank or a comment starts as a line of newsboat's `urls` does,
    /// and at least one line does. A last line cut by the end of `bytes` is not judged unless `isWhole`.
    private static func isNewsboatURLs(_ bytes: ArraySlice<UInt8>, isWhole: Bool) -> Bool {
        var lines = bytes.split(omittingEmptySubsequences: false) { $0 == 0x0A || $0 == 0x0D }
        if !isWhole, lines.count > 1 { lines.removeLast() }
        var sawAddress = false
        for line in lines {
            let text = FeedText.trimmed(line).lowercased()
            if text.isEmpty || text.hasPrefix("#") { continue }
            let unquoted = text.hasPrefix("\"") ? String(text.dropFirst()) : text
            let starts = ["http://", "https://", "query:", "exec:", "filter:"]
            guard starts.contains(where: { unquoted.hasPrefix($0) }) else { return false }
            sawAddress = true
        }
        return sawAddress
    }

    /// Up to `limit` bytes of the file at `path` (`-` is standard input), and whether they are all it
    /// held; with `regularOnly`, anything but a regular file is refused unread.
    private static func read(
        _ path: String, upTo limit: Int, regularOnly: Bool = false
    ) throws(SubscriptionFileError) -> (bytes: [UInt8], complete: Bool) {
        let isStandardInput = path == "-"
        let descriptor = isStandardInput ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotRead(systemReason()) }
        defer { if !isStandardInput { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw .cannotRead("it is a directory")
        }
        if regularOnly, fstat(descriptor, &status) != 0 || (status.st_mode & S_IFMT) != S_IFREG {
            throw .cannotRead("it is not a regular file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let got = chunk.withUnsafeMutableBytes { buffer in Glibc.read(descriptor, buffer.baseAddress, wanted) }
            if got == 0 { return (bytes, true) }
            if got < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(systemReason())
            }
            bytes += chunk[..<got]
        }
        return (bytes, false)
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}

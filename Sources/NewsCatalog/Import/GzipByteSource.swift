import CZlib

/// Decompresses gzip data from another source as it is read, so memory stays flat.
///
/// Concatenated gzip members (what `cat a.gz b.gz` makes) are read one after another, as
/// `gzip -d` does. This is the only file that talks to zlib.
final class GzipByteSource: ByteSource {
    /// The largest chunk of compressed input held at once.
    private static let inputChunk = 1 << 16

    private let compressed: any ByteSource
    private let name: String
    private var stream = z_stream()
    private var input: [UInt8]
    /// Where the unread compressed bytes start in `input`, and where they end.
    private var inputStart = 0
    private var inputEnd = 0
    private var inputEnded = false
    private var memberEnded = false
    private var finished = false
    /// A failure met in a step that also produced bytes: thrown once those bytes are handed out, so
    /// that what was read before the damage is counted.
    private var pendingFailure: ImportError?
    /// Compressed bytes inflate has taken, and the bytes it made of them, over every member.
    private var inflated = (taken: 0, made: 0)

    /// About how many compressed bytes the first `count` decompressed bytes took: what inflate took
    /// so far, in proportion. Unlike the bytes read from the file, this counts no input held ahead
    /// and no output a reader holds unread: for UCI's first 5,000 rows those came to 16% more than
    /// the rows took.
    func compressedBytes(ofFirst count: Int) -> Int {
        guard inflated.made > 0 else { return 0 }
        return Int((Double(inflated.taken) * Double(min(count, inflated.made)) / Double(inflated.made)).rounded())
    }

    /// Starts decompressing `compressed`; `name` is used in messages.
    init(_ compressed: any ByteSource, name: String) throws(ImportError) {
        self.compressed = compressed
        self.name = name
        input = [UInt8](repeating: 0, count: Self.inputChunk)
        // 15 window bits plus 32: accept the gzip or zlib header, whichever is there.
        guard newsdesk_inflate_init(&stream, 15 + 32) == Z_OK else {
            throw .damagedGzip(file: name, reason: "zlib could not start")
        }
    }

    deinit {
        inflateEnd(&stream)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        if let pendingFailure {
            throw pendingFailure
        }
        while !finished {
            if inputStart == inputEnd, !inputEnded {
                try refill()
            }
            if memberEnded {
                // Another member follows only if input remains once the previous one ended.
                guard inputStart < inputEnd else {
                    finished = true
                    break
                }
                inflateReset(&stream)
                memberEnded = false
            }
            let produced = try inflateStep(into: base, capacity: min(buffer.count, Int(UInt32.max)))
            if produced > 0 { return produced }
            if inputStart == inputEnd, inputEnded, !memberEnded {
                throw .truncatedGzip(file: name)
            }
        }
        return 0
    }

    /// Reads the next chunk of compressed input.
    private func refill() throws(ImportError) {
        let got = try input.withUnsafeMutableBytes { bytes in
            Result { () throws(ImportError) in try compressed.read(into: bytes) }
        }.get()
        inputStart = 0
        inputEnd = got
        if got == 0 { inputEnded = true }
    }

    /// Runs inflate once over the unread input; returns the bytes it wrote.
    private func inflateStep(into base: UnsafeMutableRawPointer, capacity: Int) throws(ImportError) -> Int {
        let (start, end) = (inputStart, inputEnd)
        let result: Int32 = input.withUnsafeMutableBufferPointer { bytes in
            // next_in is set on every step because the array's storage is only stable inside this closure.
            stream.next_in = bytes.baseAddress.map { $0 + start }
            stream.avail_in = UInt32(end - start)
            stream.next_out = base.assumingMemoryBound(to: Bytef.self)
            stream.avail_out = UInt32(capacity)
            return inflate(&stream, Z_NO_FLUSH)
        }
        inputStart = end - Int(stream.avail_in)
        stream.next_in = nil
        let produced = capacity - Int(stream.avail_out)
        inflated.taken += inputStart - start
        inflated.made += produced
        let failure: ImportError
        switch result {
        case Z_OK, Z_BUF_ERROR:
            return produced
        case Z_STREAM_END:
            memberEnded = true
            return produced
        case Z_DATA_ERROR, Z_NEED_DICT:
            failure = .damagedGzip(file: name, reason: stream.msg.map { String(cString: $0) } ?? "invalid data")
        default:
            failure = .damagedGzip(file: name, reason: "zlib error \(result)")
        }
        guard produced > 0 else { throw failure }
        pendingFailure = failure
        return produced
    }
}

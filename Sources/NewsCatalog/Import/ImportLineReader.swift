#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits a byte source into lines, holding one chunk and one line at most.
///
/// Lines end at `\n`; a `\r` before it is dropped; the last line needs no line ending. A line
/// longer than ``maximumLineLength`` is skipped, not kept, so a file without line endings
/// cannot make memory grow.
final class ImportLineReader {
    /// The longest line kept, in bytes.
    static let maximumLineLength = 16 << 20
    private static let chunkSize = 1 << 18

    private let source: any ByteSource
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    private var lineNumber = 0
    /// The bytes read before the next line, line endings counted.
    private(set) var consumed = 0

    /// Reads lines from `source`.
    init(_ source: any ByteSource) {
        self.source = source
        buffer.reserveCapacity(Self.chunkSize * 2)
    }

    /// The next line, or nil at the end of the input.
    func next() throws(ImportError) -> ImportLine? {
        var skipping = false
        while true {
            if let newline = newlineIndex() {
                lineNumber += 1
                let line = buffer[start..<newline]
                consumed += newline + 1 - start
                start = newline + 1
                if skipping {
                    return ImportLine(number: lineNumber, bytes: [], tooLong: true)
                }
                return ImportLine(number: lineNumber, bytes: Self.droppingCarriageReturn(line), tooLong: false)
            }
            if ended {
                guard start < buffer.count || skipping else { return nil }
                lineNumber += 1
                let line = buffer[start...]
                consumed += buffer.count - start
                start = buffer.count
                return ImportLine(
                    number: lineNumber, bytes: skipping ? [] : Self.droppingCarriageReturn(line), tooLong: skipping, unterminated: true
                )
            }
            if buffer.count - start > Self.maximumLineLength {
                // Too long to keep: forget what is held and look for the line's end in what follows.
                skipping = true
                start = buffer.count
            }
            try fill()
        }
    }

    /// The index of the next `\n` at or after `start`.
    private func newlineIndex() -> Int? {
        let from = start
        let count = buffer.count - from
        guard count > 0 else { return nil }
        return buffer.withUnsafeBytes { bytes -> Int? in
            guard let base = bytes.baseAddress,
                let found = memchr(base + from, Int32(UInt8(ascii: "\n")), count)
            else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    /// Drops what was consumed and appends the next chunk of input.
    private func fill() throws(ImportError) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let held = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
        let got = try buffer.withUnsafeMutableBytes { bytes in
            Result { () throws(ImportError) in
                try source.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[held...]))
            }
        }.get()
        buffer.removeSubrange((held + got)...)
        if got == 0 { ended = true }
    }

    private static func droppingCarriageReturn(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }
}

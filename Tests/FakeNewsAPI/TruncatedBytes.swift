import FlyingSocks

/// A response body that yields some bytes and then fails, so FlyingFox stops writing and closes
/// the connection with fewer bytes sent than its `Content-Length` promised.
///
/// FlyingFox writes the status line and headers (with the `Content-Length` given to
/// `HTTPBodySequence(from:count:)`), then the chunks this sequence yields; when the sequence
/// throws, the connection's handler gives up on it and closes the socket.
struct TruncatedBytes: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    /// The error that ends the body early.
    struct Cut: Error {}

    /// The bytes sent before the cut.
    let bytes: [UInt8]

    func makeAsyncIterator() -> Iterator {
        Iterator(bytes: bytes)
    }

    /// Yields ``TruncatedBytes/bytes`` in one buffer, then throws ``TruncatedBytes/Cut``.
    struct Iterator: AsyncBufferedIteratorProtocol {
        var bytes: [UInt8]
        var position = 0

        mutating func next() async throws -> UInt8? {
            guard position < bytes.count else { throw Cut() }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard position < bytes.count else { throw Cut() }
            let end = Swift.min(bytes.count, position + Swift.max(1, count))
            defer { position = end }
            return Array(bytes[position..<end])
        }
    }
}

import FlyingSocks

/// A response body that yields a few bytes and then waits until the connection is dropped, so a
/// client sees an answer begin and never end (its timeout must end it).
struct StallingBytes: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    /// The bytes sent before the stall.
    let bytes: [UInt8]

    func makeAsyncIterator() -> Iterator {
        Iterator(bytes: bytes)
    }

    /// Yields ``StallingBytes/bytes`` in one buffer, then sleeps until cancelled and ends.
    struct Iterator: AsyncBufferedIteratorProtocol {
        var bytes: [UInt8]
        var sent = false

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard sent else {
                sent = true
                return bytes
            }
            try await Task.sleep(for: .seconds(900))
            return nil
        }
    }
}

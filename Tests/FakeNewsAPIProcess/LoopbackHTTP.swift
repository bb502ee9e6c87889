import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 client for `127.0.0.1`: one request without a body per connection, the
/// answer read to the end of the connection.
///
/// Plain BSD sockets, so this target needs nothing but Foundation (no FoundationNetworking, no
/// News targets). The blocking calls run on a Dispatch queue, never on the cooperative pool, and
/// every send and receive times out.
enum LoopbackHTTP {
    /// How long one send or receive may wait, in seconds.
    static let timeout = 10

    /// Sends `method target` to `127.0.0.1:port` with `Connection: close` and returns the answer.
    ///
    /// - Throws: ``FakeNewsAPIProcessError/socket(_:)`` when connecting, sending or receiving
    ///   fails, or the answer is not HTTP.
    static func exchange(method: String, target: String, port: UInt16) async throws -> LoopbackAnswer {
        let request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        let received = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<[UInt8], any Error>) in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try blockingExchange(Array(request.utf8), port: port) })
            }
        }
        return try parse(received)
    }

    /// Connects, sends every byte, and reads until the server closes.
    private static func blockingExchange(_ request: [UInt8], port: UInt16) throws -> [UInt8] {
        let descriptor = try LoopbackSocket.open()
        defer { close(descriptor) }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = LoopbackSocket.address(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw FakeNewsAPIProcessError.socket("connect to 127.0.0.1:\(port) (errno \(errno))") }
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw FakeNewsAPIProcessError.socket("send (errno \(errno))") }
            sent += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count == 0 { return received }
            guard count > 0 else {
                throw FakeNewsAPIProcessError.socket("receive after \(received.count) bytes (errno \(errno))")
            }
            received.append(contentsOf: buffer[0..<count])
        }
    }

    /// Splits the bytes into status line, headers and body; the body is cut to `Content-Length`.
    static func parse(_ bytes: [UInt8]) throws -> LoopbackAnswer {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            throw FakeNewsAPIProcessError.socket("the answer had no complete head (\(bytes.count) bytes)")
        }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/"), let status = Int(statusParts[1]) else {
            throw FakeNewsAPIProcessError.socket("the answer began '\(lines[0].prefix(80))', not an HTTP status line")
        }
        var body = Array(bytes[(end + separator.count)...])
        let declared = lines.dropFirst().first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
        if let declared {
            guard body.count >= declared else {
                throw FakeNewsAPIProcessError.socket("the answer declared \(declared) bytes but sent \(body.count)")
            }
            body = Array(body.prefix(declared))
        }
        return LoopbackAnswer(status: status, body: Data(body))
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bare TCP client: sends one request and returns every byte the server sent before closing.
///
/// URLSession only says "an error"; this shows exactly what went over the wire (headers promising
/// more than was sent, or nothing at all). The blocking socket calls run on a Dispatch queue, never
/// on the cooperative pool the server shares, and reads time out after `timeout` seconds.
enum RawHTTP {
    static func exchange(base: URL, target: String, key: String, timeout: Int = 120) async throws -> Data {
        guard let port = base.port else { throw ClientFailure("no port in \(base)") }
        let request = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Api-Key: \(key)\r\nConnection: close\r\n\r\n"
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try blockingExchange(port: UInt16(port), request: request, timeout: timeout) })
            }
        }
    }

    private static func blockingExchange(port: UInt16, request: String, timeout: Int) throws -> Data {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ClientFailure("socket() failed") }
        defer { close(fd) }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw ClientFailure("connect() failed") }
        let bytes = Array(request.utf8)
        guard send(fd, bytes, bytes.count, 0) == bytes.count else { throw ClientFailure("send() failed") }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count == 0 { return received }
            if count < 0 {
                if errno == ECONNRESET { return received }
                throw ClientFailure("recv() failed or timed out (errno \(errno)) after \(received.count) bytes")
            }
            received.append(contentsOf: buffer[0..<count])
        }
    }

    /// Splits a raw answer into its header text and body bytes.
    static func split(_ data: Data) -> (head: String, body: Data) {
        guard let range = data.range(of: Data("\r\n\r\n".utf8)) else {
            return (String(decoding: data, as: UTF8.self), Data())
        }
        return (String(decoding: data[..<range.lowerBound], as: UTF8.self), Data(data[range.upperBound...]))
    }

    /// The Content-Length declared in a header text.
    static func contentLength(_ head: String) -> Int? {
        head.split(separator: "\r\n")
            .first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
    }
}

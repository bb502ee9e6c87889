#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// TCP sockets on `127.0.0.1`, and ports that refuse connections.
public enum LoopbackSocket {
    /// Runs `body` with a port on `127.0.0.1` that refuses connections: bound to a socket that never
    /// listens, and held until `body` returns.
    ///
    /// Held, not bound and released: a released port could go to a fake server another test starts
    /// meanwhile, and the "refused" connection would reach it.
    /// - Throws: ``FakeNewsAPIProcessError/socket(_:)`` when no socket can be bound, or what `body` throws.
    public static func withRefusingPort<T>(_ body: (UInt16) async throws -> T) async throws -> T {
        let descriptor = try open()
        defer { close(descriptor) }
        var address = address(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw FakeNewsAPIProcessError.socket("bind to 127.0.0.1:0 (errno \(errno))") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { throw FakeNewsAPIProcessError.socket("getsockname (errno \(errno))") }
        return try await body(UInt16(bigEndian: address.sin_port))
    }

    /// A new IPv4 TCP socket.
    static func open() throws -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw FakeNewsAPIProcessError.socket("socket() (errno \(errno))") }
        return descriptor
    }

    /// `127.0.0.1:port`.
    static func address(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}

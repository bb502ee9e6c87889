import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP listener on 127.0.0.1 for transport tests, on plain sockets: it reads each request's
/// head and then answers with fixed bytes, or holds the connection open without a word.
final class LoopbackListener: Sendable {
    /// What the listener does with each connection.
    enum Behaviour: Sendable {
        /// Writes these bytes, then closes.
        case answer(String)
        /// Keeps the connection open and silent until the listener stops.
        case hold
        /// Writes these bytes, then keeps the connection open and silent until the listener stops.
        case answerThenHold(String)
        /// Writes these bytes as soon as the connection opens, without reading, then closes.
        case greet(String)
    }

    /// The port it listens on.
    let port: UInt16
    private let socketDescriptor: Int32
    private let state = Mutex<(heads: [String], held: [Int32])>((heads: [], held: []))

    /// Starts listening on a free port and serving connections on a background thread.
    init(_ behaviour: Behaviour) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw LoopbackListenerError.socket("socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else {
            close(descriptor)
            throw LoopbackListenerError.socket("bind")
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        socketDescriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in serve(behaviour) }
    }

    /// The request heads received so far (request line and headers).
    var heads: [String] { state.withLock { $0.heads } }

    /// Stops listening and closes every held connection.
    func stop() {
        shutdown(socketDescriptor, Int32(SHUT_RDWR))
        close(socketDescriptor)
        for held in state.withLock({ state in
            defer { state.held = [] }; return state.held
        }) {
            close(held)
        }
    }

    private func serve(_ behaviour: Behaviour) {
        while true {
            let connection = accept(socketDescriptor, nil, nil)
            guard connection >= 0 else { return }
            if case .greet(let text) = behaviour {
                write(text, to: connection)
                close(connection)
                continue
            }
            let head = readHead(connection)
            state.withLock { $0.heads.append(head) }
            switch behaviour {
            case .answer(let text):
                write(text, to: connection)
                close(connection)
            case .answerThenHold(let text):
                write(text, to: connection)
                state.withLock { $0.held.append(connection) }
            case .hold:
                state.withLock { $0.held.append(connection) }
            case .greet:
                break
            }
        }
    }

    private func write(_ text: String, to connection: Int32) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    private func readHead(_ connection: Int32) -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.ends(with: Array("\r\n\r\n".utf8)) {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }
}

/// Why the test listener could not start.
enum LoopbackListenerError: Error {
    case socket(String)
}

extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}

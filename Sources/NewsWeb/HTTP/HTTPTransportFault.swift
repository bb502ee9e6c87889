import Foundation

/// Why no HTTP answer arrived, in words a person understands.
public enum HTTPTransportFault: Error, Sendable, Equatable, CustomStringConvertible {
    /// The host was found but nothing accepted the connection.
    case connectionRefused
    /// The host name could not be resolved.
    case hostNotFound
    /// No answer came within the timeout, in seconds.
    case timedOut(seconds: Double)
    /// The connection broke before the whole answer arrived.
    case connectionLost
    /// The secure connection could not be set up (certificate or TLS failure).
    case secureConnectionFailed
    /// The computer has no network connection.
    case offline
    /// The answer was larger than the `limit` in bytes the caller reads.
    case tooLarge(limit: Int)
    /// Any other failure; the text is a short reason.
    case other(String)

    /// The fault in words, completing "could not reach HOST: …".
    public var description: String {
        switch self {
        case .connectionRefused: "the connection was refused (is the service running?)"
        case .hostNotFound: "the host name could not be found (check the address and your DNS)"
        case .timedOut(let seconds): "no answer came within \(Self.seconds(seconds)) s"
        case .connectionLost: "the connection broke before the whole answer arrived"
        case .secureConnectionFailed: "the secure (TLS) connection failed: the certificate was not trusted or the handshake broke"
        case .offline: "this computer is not connected to a network"
        case .tooLarge(let limit): "the answer was larger than \(Self.size(limit)), more than newsdesk reads"
        case .other(let reason): reason
        }
    }

    /// A size in whole megabytes when it is one, else in bytes: "16 MB", "32 bytes".
    static func size(_ bytes: Int) -> String {
        let megabyte = 1 << 20
        return bytes >= megabyte && bytes % megabyte == 0 ? "\(bytes / megabyte) MB" : "\(bytes) bytes"
    }

    /// Whole seconds without a fraction, others with one digit.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.1f", value)
    }
}

import Foundation

/// An HTTP answer read from a loopback socket: its status and its body.
struct LoopbackAnswer: Sendable {
    /// The status code from the status line.
    let status: Int
    /// The body, as long as `Content-Length` says when it says.
    let body: Data

    /// The body as UTF-8 text, for messages.
    var text: String { String(decoding: body, as: UTF8.self) }
}

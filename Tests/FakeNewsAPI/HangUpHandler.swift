import FlyingFox

/// Makes FlyingFox close a connection without writing a single byte.
///
/// FlyingFox has no "drop the connection" answer, but for a WebSocket upgrade it asks the handler
/// for its frames *before* writing the `101` status line; when that throws, the connection is
/// closed with nothing sent. The fake answers with this handler to hang up on a request.
struct HangUpHandler: WSHandler {
    /// The error that ends the connection.
    struct HungUp: Error {}

    /// An answer that makes FlyingFox close the connection without writing anything.
    static var response: HTTPResponse {
        HTTPResponse(webSocket: HangUpHandler())
    }

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        throw HungUp()
    }
}

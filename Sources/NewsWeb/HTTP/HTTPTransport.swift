/// Sends one HTTP GET request and returns the answer, whatever its status.
///
/// The NewsAPI client speaks through this protocol so tests can script the answers with no network.
public protocol HTTPTransport: Sendable {
    /// Sends the request and returns the answer; any status, 404 or 500 included, is an answer.
    ///
    /// - Throws: ``HTTPTransportFault`` when no answer arrives, or `CancellationError` when the
    ///   calling task is cancelled.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

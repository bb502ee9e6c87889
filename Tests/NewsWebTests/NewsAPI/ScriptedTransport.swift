import Foundation
import Synchronization

@testable import NewsWeb

/// An HTTP transport that records each request and answers from a script, with no network.
final class ScriptedTransport: HTTPTransport {
    /// One scripted outcome.
    enum Outcome: Sendable {
        case response(HTTPResponse)
        case fault(HTTPTransportFault)
    }

    private let state: Mutex<(requests: [HTTPRequest], outcomes: [Outcome])>

    /// Answers with the outcomes in order; the last one repeats once the others are used.
    init(_ outcomes: [Outcome]) {
        state = Mutex((requests: [], outcomes: outcomes))
    }

    /// Answers every request with the same response.
    convenience init(always response: HTTPResponse) {
        self.init([.response(response)])
    }

    /// The requests sent so far, oldest first.
    var requests: [HTTPRequest] { state.withLock { $0.requests } }

    /// The addresses sent so far, as text.
    var urls: [String] { requests.map(\.url.absoluteString) }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let outcome = state.withLock { state -> Outcome? in
            state.requests.append(request)
            guard let first = state.outcomes.first else { return nil }
            if state.outcomes.count > 1 { state.outcomes.removeFirst() }
            return first
        }
        switch outcome {
        case .response(let response): return response
        case .fault(let fault): throw fault
        case nil: throw HTTPTransportFault.other("the script has no answer")
        }
    }
}

import FlowKit

/// Records what `ContentPrepare` asked its renderers to show, as readable strings.
@MainActor
final class RenderLog {
    var events: [String] = []

    func rendering() -> PrepareRendering<String> {
        PrepareRendering(
            loadingStarted: { self.events.append("loading: \($0)") },
            loadingEnded: { self.events.append("loaded") },
            failure: { self.events.append("failure: \(ErrorMessage.of($0))") },
            content: { self.events.append("content: \($0)") },
            update: { old, new in self.events.append("update: \(old) -> \(new)") }
        )
    }
}

extension PrepareState {
    /// The state's name, for comparing in expectations.
    var name: String {
        switch self {
        case .idle: "idle"
        case .loading: "loading"
        case .failure: "failure"
        case .content: "content"
        }
    }
}

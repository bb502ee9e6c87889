import FlowKit

/// One-line accessors to the flows above a responder, found by protocol, never by class:
/// `try await navigator.go(to: .article(article, list: nil))`. A missing flow throws ``ResponderNotFound``.
extension Responder {
    /// The app flow above this responder.
    var appFlow: any AppFlowPresenting {
        get throws { try required((any AppFlowPresenting).self) }
    }

    /// The login flow above this responder.
    var loginFlow: any LoginFlowPresenting {
        get throws { try required((any LoginFlowPresenting).self) }
    }

    /// The nearest flow above this responder that takes a person to a destination.
    var navigator: any Navigating {
        get throws { try required((any Navigating).self) }
    }

    /// The main flow above this responder.
    var mainFlow: any MainFlowPresenting {
        get throws { try required((any MainFlowPresenting).self) }
    }

    /// The feeds flow above this responder.
    var feedsFlow: any FeedsFlowPresenting {
        get throws { try required((any FeedsFlowPresenting).self) }
    }

    /// The flow that finds the next unread article, above this responder.
    var unreadFlow: any UnreadPresenting {
        get throws { try required((any UnreadPresenting).self) }
    }

    /// The flow that keeps searches, above this responder.
    var searchSaving: any SearchSaving {
        get throws { try required((any SearchSaving).self) }
    }
}

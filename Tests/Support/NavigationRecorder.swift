import FlowKit

/// Records the title of every screen flows show, in order.
@MainActor
public final class NavigationRecorder: NavigationObserver {
    /// The titles of the screens shown so far.
    public private(set) var shown: [String] = []

    /// The views shown once outside a screen stack (a `whoami` line, "Signed out."), in order.
    public private(set) var views: [any TransientView] = []

    /// Creates an empty recorder.
    public init() {}

    /// Records `screen`.
    public func flowDidShow(_ screen: any Screen) {
        shown.append(screen.title)
    }

    /// Records `view`.
    public func flowDidShow(view: any TransientView) {
        views.append(view)
    }
}

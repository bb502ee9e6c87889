import FlowKit

/// Records the title of every screen flows show, and every action they run, in order.
@MainActor
public final class NavigationRecorder: NavigationObserver {
    /// One step of a flow: a screen shown, or a one-shot action started.
    public enum Step: Equatable, Sendable {
        /// A screen, by its title.
        case screen(String)
        /// An action, by its label.
        case action(String)
    }

    /// Every screen shown and action started, in order.
    public private(set) var steps: [Step] = []

    /// Every destination a flow went to, in order, as the app's own values.
    public private(set) var destinations: [any Sendable] = []

    /// The titles of the screens shown so far.
    public private(set) var shown: [String] = []

    /// The views shown once outside a screen stack (a `whoami` line, "Signed out."), in order.
    public private(set) var views: [any TransientView] = []

    /// Creates an empty recorder.
    public init() {}

    /// Records `screen`.
    public func flowDidShow(_ screen: any Screen) {
        shown.append(screen.title)
        steps.append(.screen(screen.title))
    }

    /// Records `view`.
    public func flowDidShow(view: any TransientView) {
        views.append(view)
    }

    /// Records `destination`.
    public func flowWillGo(to destination: any Sendable) {
        destinations.append(destination)
    }

    /// Records the action labelled `label`.
    public func flowDidAct(_ label: String) {
        steps.append(.action(label))
    }
}

/// Told about every screen a flow shows and every action it runs; tests use it to check the exact
/// sequence of screens.
@MainActor
public protocol NavigationObserver: AnyObject {
    /// A flow has just made `screen` the one on display.
    func flowDidShow(_ screen: any Screen)
    /// A flow has just shown `view` once, outside its screen stack (``FlowController/show(_:)``).
    func flowDidShow(view: any TransientView)
    /// A flow has just started a one-shot action labelled `label` (``FlowController/act(_:_:)``).
    func flowDidAct(_ label: String)
    /// A flow is about to take the person to `destination`, a value of the app's own navigation
    /// (FlowKit knows no app's places), for tests to compare the places visited.
    func flowWillGo(to destination: any Sendable)
}

extension NavigationObserver {
    /// Ignores transient views.
    public func flowDidShow(view: any TransientView) {}

    /// Ignores actions.
    public func flowDidAct(_ label: String) {}

    /// Ignores destinations.
    public func flowWillGo(to destination: any Sendable) {}
}

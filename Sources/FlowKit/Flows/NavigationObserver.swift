/// Told about every screen a flow shows; tests use it to check the exact sequence of screens.
@MainActor
public protocol NavigationObserver: AnyObject {
    /// A flow has just made `screen` the one on display.
    func flowDidShow(_ screen: any Screen)
}

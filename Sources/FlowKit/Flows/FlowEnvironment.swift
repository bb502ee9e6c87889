/// What every flow of a running app shares: the console and an optional navigation observer.
@MainActor
public final class FlowEnvironment {
    /// The console all screens write to.
    public let console: any Console
    /// Observes navigation, in tests; nil in the product.
    public weak var observer: (any NavigationObserver)?

    /// Creates an environment.
    public init(console: any Console, observer: (any NavigationObserver)? = nil) {
        self.console = console
        self.observer = observer
    }
}

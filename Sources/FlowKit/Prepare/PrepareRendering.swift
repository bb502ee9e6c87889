/// How `ContentPrepare` shows each state: a loading indicator, a failure view and the content.
///
/// Screens usually give only `content`; `standard(console:)` supplies the default loading and
/// failure renderers.
@MainActor
public struct PrepareRendering<Content: Sendable> {
    /// Called when loading starts, with the screen's loading label.
    public var loadingStarted: @MainActor (String) -> Void
    /// Called when loading ends, whatever the result.
    public var loadingEnded: @MainActor () -> Void
    /// Shows a failure.
    public var failure: @MainActor (any Error) -> Void
    /// Shows the whole content (first arrival, or a revisit).
    public var content: @MainActor (Content) -> Void
    /// Shows what a stream's newer value adds to the older one; by default the whole new content.
    public var update: @MainActor (_ old: Content, _ new: Content) -> Void

    /// Creates a rendering from its parts; `update` defaults to rendering the new content whole.
    public init(
        loadingStarted: @escaping @MainActor (String) -> Void,
        loadingEnded: @escaping @MainActor () -> Void,
        failure: @escaping @MainActor (any Error) -> Void,
        content: @escaping @MainActor (Content) -> Void,
        update: (@MainActor (_ old: Content, _ new: Content) -> Void)? = nil
    ) {
        self.loadingStarted = loadingStarted
        self.loadingEnded = loadingEnded
        self.failure = failure
        self.content = content
        self.update = update ?? { _, new in content(new) }
    }

    /// The defaults: a spinner on a terminal (nothing in a script) and the standard failure view.
    public static func standard(
        console: any Console,
        content: @escaping @MainActor (Content) -> Void,
        update: (@MainActor (_ old: Content, _ new: Content) -> Void)? = nil
    ) -> PrepareRendering {
        let spinner = Spinner(console: console)
        return PrepareRendering(
            loadingStarted: { label in spinner.start(label: label) },
            loadingEnded: { spinner.stop() },
            failure: { error in FailureView.render(error, on: console) },
            content: content,
            update: update
        )
    }
}

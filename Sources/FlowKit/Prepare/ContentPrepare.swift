/// Prepares a screen's content once and shows loading, failure with retry, or the content.
///
/// The task runs the first time the screen is shown; showing it again renders the state it
/// reached without running the task again. `refresh` runs it again on purpose, `retry` after a
/// failure, and Ctrl-C (or `cancel`) during loading ends it in a `PrepareCancelled` failure.
/// A streaming task delivers several values; each one updates the content as it arrives.
@MainActor
public final class ContentPrepare<Content: Sendable> {
    /// Produces the content, handing each value to `deliver` (once for a task, many for a stream);
    /// `again` is true when it ran before (`refresh`, `retry`).
    typealias Producer = @MainActor (_ again: Bool, _ deliver: @MainActor (Content) -> Void) async throws -> Void

    /// The current state.
    public private(set) var state: PrepareState<Content> = .idle
    /// How many times the task has been started, for tests and diagnostics.
    public private(set) var runCount = 0

    private let loadingLabel: String
    private let console: any Console
    private let rendering: PrepareRendering<Content>
    private let producer: Producer
    private var running: CancellableWork<Void>?
    private var loadingVisible = false

    /// Prepares content with a task that returns it once.
    public init(
        loadingLabel: String,
        console: any Console,
        rendering: PrepareRendering<Content>,
        task: @escaping @MainActor () async throws -> Content
    ) {
        self.loadingLabel = loadingLabel
        self.console = console
        self.rendering = rendering
        self.producer = { _, deliver in deliver(try await task()) }
    }

    /// Prepares content with a task told whether it runs again (`refresh`, or `retry` after a
    /// failure) rather than for the first showing: a screen that keeps what it loaded (a page read
    /// once) takes the kept copy first and asks its source anew when a person asks again.
    public init(
        loadingLabel: String,
        console: any Console,
        rendering: PrepareRendering<Content>,
        task: @escaping @MainActor (_ again: Bool) async throws -> Content
    ) {
        self.loadingLabel = loadingLabel
        self.console = console
        self.rendering = rendering
        self.producer = { again, deliver in deliver(try await task(again)) }
    }

    /// Prepares content from a stream whose values update the content as they arrive.
    public init<Values: AsyncSequence>(
        loadingLabel: String,
        console: any Console,
        rendering: PrepareRendering<Content>,
        stream: @escaping @MainActor () -> Values
    ) where Values.Element == Content {
        self.loadingLabel = loadingLabel
        self.console = console
        self.rendering = rendering
        self.producer = { _, deliver in
            for try await value in stream() {
                deliver(value)
            }
        }
    }

    /// Shows the content, running the task only if it has never run.
    public func show() async -> PrepareOutcome {
        switch state {
        case .idle, .loading:
            return await run()
        case .failure(let error):
            rendering.failure(error)
            return .failed(error)
        case .content(let content):
            rendering.content(content)
            return .shown
        }
    }

    /// Runs the task again, whatever state it reached.
    public func refresh() async -> PrepareOutcome {
        await run()
    }

    /// Runs the task again after a failure; there is nothing to retry otherwise.
    public func retry() async throws(CommandFailure) -> PrepareOutcome {
        guard case .failure = state else {
            throw CommandFailure("nothing to retry: this screen did not fail (use 'refresh' to reload it)")
        }
        return await run()
    }

    /// Cancels a task in progress; it ends in a `PrepareCancelled` failure.
    public func cancel() {
        running?.cancel()
    }

    private func run() async -> PrepareOutcome {
        let again = runCount > 0
        runCount += 1
        state = .loading
        loadingVisible = true
        rendering.loadingStarted(loadingLabel)
        let producer = self.producer
        let work = CancellableWork { @MainActor [weak self] in
            try await producer(again) { value in self?.deliver(value) }
        }
        running = work
        let ending = await work.run(on: console)
        running = nil
        endLoading()
        switch ending.result {
        case .success where state.content != nil:
            return .shown
        case .success:
            return fail(with: ending.cancelled ? PrepareCancelled() : EmptyContent())
        case .failure(let error):
            return fail(with: error)
        }
    }

    private func deliver(_ value: Content) {
        endLoading()
        if case .content(let old) = state {
            state = .content(value)
            rendering.update(old, value)
        } else {
            state = .content(value)
            rendering.content(value)
        }
    }

    private func fail(with error: any Error) -> PrepareOutcome {
        state = .failure(error)
        rendering.failure(error)
        return .failed(error)
    }

    private func endLoading() {
        guard loadingVisible else { return }
        loadingVisible = false
        rendering.loadingEnded()
    }
}

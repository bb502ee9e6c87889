import FlowKit
import NewsdeskTestSupport
import Testing

@MainActor
@Suite("ContentPrepare")
struct ContentPrepareTests {
    let console = TestConsole()
    let log = RenderLog()
    let source = ControlledSource<String>()

    func makePrepare() -> ContentPrepare<String> {
        let source = self.source
        return ContentPrepare(loadingLabel: "Loading news", console: console, rendering: log.rendering()) {
            try await source.value()
        }
    }

    @Test("shows loading, then the content the task delivers")
    func loadingThenContent() async {
        let prepare = makePrepare()
        let showing = Task { await prepare.show() }
        await source.waitForRequest()
        #expect(prepare.state.name == "loading")
        #expect(log.events == ["loading: Loading news"])

        source.succeed("headlines")
        let outcome = await showing.value

        #expect(prepare.state.content == "headlines")
        #expect(log.events == ["loading: Loading news", "loaded", "content: headlines"])
        if case .failed = outcome { Issue.record("expected the content to be shown") }
    }

    @Test("a task that asks is told it runs again on refresh and on retry, never on a showing that reuses its content")
    func taskToldWhenAgain() async throws {
        let script = AgainScript()
        let prepare = ContentPrepare<String>(loadingLabel: "Reading", console: console, rendering: log.rendering()) { again in
            script.asked.append(again)
            if script.failing { throw TestFailure("the page is gone") }
            return again ? "fetched anew" : "kept"
        }
        _ = await prepare.show()
        _ = await prepare.show()
        #expect(prepare.state.content == "kept")
        _ = await prepare.refresh()
        #expect(prepare.state.content == "fetched anew")
        script.failing = true
        _ = await prepare.refresh()
        script.failing = false
        _ = try await prepare.retry()
        #expect(script.asked == [false, true, true, true])
    }

    @Test("a failure shows the failure view, and retry runs the task again to content")
    func failureThenRetry() async throws {
        let prepare = makePrepare()
        let first = Task { await prepare.show() }
        await source.waitForRequest()
        source.fail(TestFailure("the server is down"))
        let failed = await first.value

        #expect(prepare.state.name == "failure")
        guard case .failed(let error) = failed else { Issue.record("expected a failure"); return }
        #expect(ErrorMessage.of(error) == "the server is down")

        let retrying = Task { try await prepare.retry() }
        await source.waitForRequest()
        #expect(prepare.state.name == "loading")
        source.succeed("back online")
        _ = try await retrying.value

        #expect(prepare.runCount == 2)
        #expect(
            log.events == [
                "loading: Loading news", "loaded", "failure: the server is down",
                "loading: Loading news", "loaded", "content: back online",
            ])
    }

    @Test("showing again renders the content without running the task again")
    func revisitDoesNotReload() async {
        let prepare = makePrepare()
        let first = Task { await prepare.show() }
        await source.waitForRequest()
        source.succeed("once")
        _ = await first.value

        _ = await prepare.show()

        #expect(prepare.runCount == 1)
        #expect(source.requestCount == 1)
        #expect(log.events == ["loading: Loading news", "loaded", "content: once", "content: once"])
    }

    @Test("showing a failed screen again shows the failure without running the task again")
    func revisitAfterFailureDoesNotReload() async {
        let prepare = makePrepare()
        let first = Task { await prepare.show() }
        await source.waitForRequest()
        source.fail(TestFailure("offline"))
        _ = await first.value

        _ = await prepare.show()

        #expect(source.requestCount == 1)
        #expect(log.events.suffix(2) == ["failure: offline", "failure: offline"])
    }

    @Test("refresh runs the task again even after success")
    func refreshReloads() async {
        let prepare = makePrepare()
        let first = Task { await prepare.show() }
        await source.waitForRequest()
        source.succeed("morning")
        _ = await first.value

        let refreshing = Task { await prepare.refresh() }
        await source.waitForRequest()
        source.succeed("evening")
        _ = await refreshing.value

        #expect(prepare.runCount == 2)
        #expect(prepare.state.content == "evening")
    }

    @Test("retry when nothing failed is refused in plain words")
    func retryWithoutFailure() async {
        let prepare = makePrepare()
        let first = Task { await prepare.show() }
        await source.waitForRequest()
        source.succeed("fine")
        _ = await first.value

        await #expect(throws: CommandFailure.self) { try await prepare.retry() }
        #expect(prepare.runCount == 1)
    }

    @Test("cancel during loading ends in a cancelled failure, and retry then works")
    func cancelThenRetry() async throws {
        let prepare = makePrepare()
        let showing = Task { await prepare.show() }
        await source.waitForRequest()

        prepare.cancel()
        let outcome = await showing.value

        guard case .failed(let error) = outcome else { Issue.record("expected a failure"); return }
        #expect(error is PrepareCancelled)
        #expect(log.events == ["loading: Loading news", "loaded", "failure: cancelled"])

        let retrying = Task { try await prepare.retry() }
        await source.waitForRequest()
        source.succeed("after all")
        _ = try await retrying.value
        #expect(prepare.state.content == "after all")
    }

    @Test("Ctrl-C on the console cancels the load in progress")
    func consoleInterruptCancels() async {
        let prepare = makePrepare()
        let showing = Task { await prepare.show() }
        await source.waitForRequest()

        console.interrupt()
        let outcome = await showing.value

        guard case .failed(let error) = outcome else { Issue.record("expected a failure"); return }
        #expect(error is PrepareCancelled)
    }

    @Test("the default renderers show a failure in words and offer retry")
    func defaultFailureView() async {
        let prepare = ContentPrepare<String>(
            loadingLabel: "Loading",
            console: console,
            rendering: .standard(console: console) { [console] text in console.writeLine(text) },
            task: { throw TestFailure("no route to host") }
        )
        _ = await prepare.show()
        #expect(console.output == "Failed: no route to host\nType 'retry' to try again.\n")
        #expect(console.statuses.isEmpty, "a script shows no spinner")
    }
}

/// What `taskToldWhenAgain`'s task was told, and whether it fails; on the main actor, as the task runs.
@MainActor
private final class AgainScript {
    var asked: [Bool] = []
    var failing = false
}

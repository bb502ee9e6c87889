import FlowKit
import NewsdeskTestSupport
import Testing

@MainActor
@Suite("ContentPrepare fed by a stream")
struct StreamingContentPrepareTests {
    let console = TestConsole()
    let log = RenderLog()
    /// Each request is one value of the stream; nil ends it.
    let source = ControlledSource<String?>()

    func makePrepare() -> ContentPrepare<String> {
        let source = self.source
        return ContentPrepare(loadingLabel: "Streaming", console: console, rendering: log.rendering()) {
            AsyncThrowingStream<String, any Error> { try await source.value() }
        }
    }

    @Test("each value updates the content as it arrives")
    func valuesUpdateContent() async {
        let prepare = makePrepare()
        let showing = Task { await prepare.show() }

        await source.waitForRequest()
        source.succeed("a")
        await source.waitForRequest()
        #expect(log.events == ["loading: Streaming", "loaded", "content: a"])
        #expect(prepare.state.content == "a")

        source.succeed("a b")
        await source.waitForRequest()
        #expect(log.events.last == "update: a -> a b")

        source.succeed(nil)
        let outcome = await showing.value
        if case .failed = outcome { Issue.record("expected the stream to finish with content") }
        #expect(prepare.state.content == "a b")
        #expect(prepare.runCount == 1)
    }

    @Test("a stream that fails after a value ends in the failure view")
    func failsMidStream() async {
        let prepare = makePrepare()
        let showing = Task { await prepare.show() }
        await source.waitForRequest()
        source.succeed("first")
        await source.waitForRequest()
        source.fail(TestFailure("connection reset"))
        _ = await showing.value

        #expect(prepare.state.name == "failure")
        #expect(log.events.last == "failure: connection reset")
    }

    @Test("a stream that ends with no value is a failure, not empty content")
    func emptyStream() async {
        let prepare = makePrepare()
        let showing = Task { await prepare.show() }
        await source.waitForRequest()
        source.succeed(nil)
        _ = await showing.value

        #expect(prepare.state.error is EmptyContent)
    }

    @Test("revisiting a finished stream renders its last content whole, without streaming again")
    func revisit() async {
        let prepare = makePrepare()
        let showing = Task { await prepare.show() }
        await source.waitForRequest()
        source.succeed("x")
        await source.waitForRequest()
        source.succeed(nil)
        _ = await showing.value

        _ = await prepare.show()
        #expect(source.requestCount == 2)
        #expect(log.events.last == "content: x")
    }
}

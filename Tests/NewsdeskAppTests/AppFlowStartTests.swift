import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("Starting the app flow")
struct AppFlowStartTests {
    @Test("with no saved session the login flow shows its welcome screen")
    func noSessionShowsLogin() async throws {
        let harness = FlowHarness()
        try await harness.app.start()

        #expect(harness.recorder.shown == ["welcome"])
        #expect(harness.app.prompt == "newsdesk> ")
        #expect(harness.app.childFlow is LoginFlowController)
    }

    @Test("with a saved session the main flow shows home directly")
    func savedSessionShowsMain() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()

        #expect(harness.recorder.shown == ["home"])
        #expect(harness.app.prompt == "alice@fake:home> ")
        #expect(harness.app.childFlow is MainFlowController)
    }
}

import FlowKit
import Foundation
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

/// Flows decide and write nothing: what they say outside a screen is a renderer they show once.
@MainActor
@Suite("Flows write through renderers")
struct FlowOutputTests {
    /// What `view` writes on a console like `console`.
    static func rendered(_ view: any TransientView, interactive: Bool = false) -> String {
        let console = TestConsole(interactive: interactive)
        view.render(on: console)
        return console.output + console.errors
    }

    @Test("whoami and logout: the main flow shows a SessionNotice, which writes every word")
    func whoamiAndLogout() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("whoami"))
        let whoami = try #require(harness.recorder.views.last as? SessionNotice)
        guard case .whoami(let session, nil) = whoami else {
            Issue.record("expected whoami with no key, got \(whoami)")
            return
        }
        #expect(session.username == "alice")
        #expect(harness.console.output == Self.rendered(whoami))
        #expect(harness.console.output.hasPrefix("alice, signed in to "))

        harness.console.clearOutput()
        #expect(await harness.run("logout"))
        let signedOut = try #require(harness.recorder.views.last as? SessionNotice)
        guard case .signedOut = signedOut else {
            Issue.record("expected signedOut, got \(signedOut)")
            return
        }
        #expect(harness.console.output.hasPrefix("Signed out.\n"))
    }

    @Test("browse: the main flow shows a BrowseNotice for the address, opened or printed")
    func browse() async throws {
        let articles = FakeNewsService.sampleArticles(count: 3)
        let harness = FlowHarness(
            accounts: FakeAccountService(passwords: ["alice": "password123"], details: ["alice": .defaults], session: FlowHarness.alice),
            news: FakeNewsService(articles: articles),
            urlOpener: FakeURLOpener(available: false),
            interactive: true
        )
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("browse 1"))

        let notice = try #require(harness.recorder.views.last as? BrowseNotice)
        guard case .printed(let url) = notice else {
            Issue.record("expected the address printed, got \(notice)")
            return
        }
        #expect(url.absoluteString == articles[0].url)
        #expect(harness.console.output == "No browser to open it with (set $BROWSER, or install xdg-open):\n\(articles[0].url)\n")
    }

    @Test("the renderers' words: a script gets the bare address, a terminal the reason first")
    func renderersWords() throws {
        let url = try #require(URL(string: "https://example.com/a"))
        #expect(Self.rendered(BrowseNotice.printed(url)) == "https://example.com/a\n")
        #expect(
            Self.rendered(BrowseNotice.printed(url), interactive: true)
                == "No browser to open it with (set $BROWSER, or install xdg-open):\nhttps://example.com/a\n")
        #expect(Self.rendered(BrowseNotice.opened(url)) == "Opened https://example.com/a\n")
        #expect(Self.rendered(BrowseNotice.unmarked(reason: "disk full")) == "(Not marked as read: disk full)\n")
        #expect(Self.rendered(SessionNotice.signedOut) == "Signed out.\n")
        #expect(
            Self.rendered(SessionNotice.unreadableSession(reason: "bad file"))
                == "newsdesk: could not read the saved session: bad file\n")
    }

    @Test("no file under Flows/ writes, sets a status line or handles Ctrl-C: flows decide, screens and renderers show, act waits")
    func flowsDoNoOutput() throws {
        let flows = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/NewsdeskApp/Flows")
        let names = try FileManager.default.contentsOfDirectory(atPath: flows.path).filter { $0.hasSuffix(".swift") }
        #expect(
            Set(["AppFlowController.swift", "LoginFlowController.swift", "MainFlowController.swift", "FeedsFlowController.swift"])
                .isSubset(of: names), "the app's flows are all read, however many more there are")
        let calls = [
            "console.write", "writeError(", "writeLine(", "writeLines(", "writeRecord", "print(", "announce(", "setStatus(",
            "runInterruptible(", "Spinner(", "signal(", "Task {", "Task.detached",
        ]
        for name in names {
            let text = try String(contentsOf: flows.appendingPathComponent(name), encoding: .utf8)
            for call in calls {
                #expect(!text.contains(call), "\(name) calls \(call)")
            }
        }
    }

    @Test("a flow's one-shot actions are steps the navigation observer sees, in order with the screens")
    func actionsAreObserved() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("logout"))
        #expect(harness.recorder.steps.suffix(3) == [.screen("home"), .action("Signing out"), .screen("welcome")])
    }
}

import FlowKit
import NewsModels
import NewsdeskTestSupport
import Testing

@testable import NewsdeskApp

@MainActor
@Suite("Bookmarks and read marks")
struct ReadingListFlowTests {
    /// The three fake articles, `Story 1` to `Story 3`.
    let stories = FakeNewsService.sampleArticles(count: 3)

    /// The headlines list as rendered at 80 columns, with `marks` after items 1 to 3.
    func headlinesList(_ marks: [String]) -> String {
        """
        Top headlines: your country (3 articles)
        ────────────────────────────────────────
        1. Story 1
           Fake Source · 2026-09-21 13:13\(marks[0])
        2. Story 2
           Fake Source · 2026-09-21 12:13\(marks[1])
        3. Story 3
           Fake Source · 2026-09-21 11:13\(marks[2])

        """
    }

    @Test("bookmarks, open 1, back: the exact screens, and the list marks what was opened")
    func bookmarksOpenBack() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.readingList.bookmark(stories[0], account: "alice")
        try await harness.readingList.bookmark(stories[2], account: "alice")
        try await harness.app.start()
        harness.console.clearOutput()

        #expect(await harness.run("bookmarks"))
        #expect(harness.app.prompt == "alice@fake:bookmarks> ")
        #expect(await harness.run("open 1"))
        #expect(await harness.run("back"))

        #expect(harness.recorder.shown == ["home", "bookmarks", "article", "bookmarks"])
        #expect(await harness.readingList.openedLog == [stories[2].url], "the newest bookmark is item 1")
        let list = """
            Bookmarks (2 articles)
            ──────────────────────
            1. Story 3
               Fake Source · 2026-09-21 11:13%@ · bookmarked
            2. Story 1
               Fake Source · 2026-09-21 13:13 · bookmarked

            """
        let output = harness.console.output
        #expect(output.hasPrefix(list.replacingOccurrences(of: "%@", with: "") + "Story 3\n=======\n"))
        #expect(output.hasSuffix("URL: https://fake.example/3\n" + list.replacingOccurrences(of: "%@", with: " · read")))
    }

    @Test("bookmark N on a list, open another, back: each page render looks its marks up once")
    func listMarks() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        let homeLookups = await harness.readingList.marksRequests.count

        #expect(await harness.run("headlines"))
        #expect(await harness.run("bookmark 2"))
        #expect(await harness.run("1"))
        #expect(await harness.run("back"))

        let output = harness.console.output
        #expect(output.contains(headlinesList(["", "", ""]) + "Bookmarked: Story 2\nStory 1\n=======\n"))
        #expect(output.hasSuffix("URL: https://fake.example/1\n" + headlinesList([" · read", " · bookmarked", ""])))
        let lookups = await harness.readingList.marksRequests.dropFirst(homeLookups)
        #expect(Array(lookups) == [stories.map(\.url), stories.map(\.url)], "one look-up when the list first renders, one after back")
        #expect(try await harness.readingList.bookmarks(account: "alice").map(\.article) == [stories[1]])
    }

    @Test("home marks what was opened from it once it shows again")
    func homeMarks() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("open 2"))
        harness.console.clearOutput()

        #expect(await harness.run("home"))

        #expect(
            harness.console.output.contains(
                "1. Story 1\n   Fake Source · 2026-09-21 13:13\n2. Story 2\n   Fake Source · 2026-09-21 12:13 · read\n"))
        #expect(harness.recorder.shown == ["home", "article", "home"])
    }

    @Test("bookmark and unbookmark on an article, then unbookmark N on the bookmarks list")
    func bookmarkFromArticleAndRemove() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 3"))
        #expect(await harness.run("bookmark"))
        #expect(await harness.run("bookmark"))
        #expect(await harness.run("unbookmark"))
        #expect(await harness.run("unbookmark"))
        #expect(await harness.run("bookmark"))
        #expect(await harness.run("bookmarks"))
        #expect(await harness.run("unbookmark 1"))
        harness.console.clearOutput()
        #expect(await harness.run("bookmarks"))

        #expect(
            harness.console.output == """
                Bookmarks (no articles)
                ───────────────────────
                No bookmarks yet.
                Type 'bookmark N' on a list of articles, or 'bookmark' on an article.

                """)
        #expect(harness.recorder.shown == ["home", "headlines", "article", "bookmarks", "bookmarks"])
        #expect(harness.console.errors.isEmpty)
    }

    @Test("the bookmark commands say what they did in plain words")
    func bookmarkMessages() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 3"))
        harness.console.clearOutput()
        for line in ["bookmark", "bookmark", "unbookmark", "unbookmark"] {
            #expect(await harness.run(line))
        }
        let messages = harness.console.output.split(separator: "\n")
        #expect(
            messages == [
                "Bookmarked: Story 3",
                "Already bookmarked: Story 3",
                "Removed the bookmark: Story 3",
                "Not bookmarked, nothing to remove: Story 3",
            ])
    }

    @Test("bookmark with a number that is not on the page names the range; without one it shows the usage")
    func bookmarkOutOfRange() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("headlines"))

        #expect(await harness.run("bookmark 7") == false)
        #expect(await harness.run("bookmark") == false)
        #expect(await harness.run("bookmarks"))
        #expect(await harness.run("unbookmark 1") == false)

        #expect(
            harness.console.errors == """
                error: no article 7 here: choose 1 to 3
                error: missing argument: N; usage: bookmark N
                error: there is no article on screen to unbookmark

                """)
        #expect(try await harness.readingList.bookmarks(account: "alice").isEmpty)
    }

    @Test("when the reading list fails, lists and articles still show and say what is missing")
    func readingListFailure() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        await harness.readingList.setFailure(TestFailure("the bookmark store failed: the disk is full"))
        harness.console.clearOutput()

        #expect(await harness.run("headlines"))
        #expect(await harness.run("open 1"))
        #expect(await harness.run("bookmark") == false)

        let output = harness.console.output
        #expect(
            output.contains(
                headlinesList(["", "", ""]).dropLast() + "\n(No read or bookmarked marks: the bookmark store failed: the disk is full)\n"))
        #expect(output.contains("URL: https://fake.example/1\n(Not marked as read: the bookmark store failed: the disk is full)\n"))
        #expect(harness.console.errors == "error: the bookmark store failed: the disk is full\n")
        #expect(harness.recorder.shown == ["home", "headlines", "article"])
    }

    @Test("help lists the bookmark commands where they work, and completion offers them")
    func helpAndCompletion() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.app.start()
        #expect(await harness.run("headlines"))
        harness.console.clearOutput()
        #expect(await harness.run("help"))
        let help = harness.console.output
        #expect(help.contains("  bookmark N "))
        #expect(help.contains("  unbookmark N "))
        #expect(help.contains("  bookmarks "))

        harness.console.clearOutput()
        #expect(await harness.run("help bookmark"))
        #expect(
            harness.console.output.hasSuffix(
                "usage: bookmark N\nbookmark article N of this page ('bookmarks' lists them)\nexample: bookmark 2\n"))

        let chain = harness.app.firstResponder.responderChain
        #expect(CommandCompleter().candidates(line: "bookm", word: "bookm", chain: chain) == ["bookmark", "bookmarks"])
        #expect(CommandCompleter().candidates(line: "unb", word: "unb", chain: chain) == ["unbookmark"])
    }

    @Test("each account keeps its own reading list")
    func perAccount() async throws {
        let harness = FlowHarness.signedIn()
        try await harness.readingList.bookmark(stories[0], account: "bob")
        try await harness.app.start()
        #expect(await harness.run("bookmarks"))
        #expect(harness.console.output.contains("No bookmarks yet.\n"))
        #expect(await harness.run("back"))
        #expect(await harness.run("open 1"))
        #expect(try await harness.readingList.marks(for: [stories[0].url], account: "bob") == ArticleMarks(bookmarked: [stories[0].url]))
        #expect(try await harness.readingList.marks(for: [stories[0].url], account: "alice") == ArticleMarks(opened: [stories[0].url]))
    }
}

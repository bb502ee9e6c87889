import Foundation
import GRDB
import NewsModels
import NewsStories
import NewsWeb
import NewsdeskTestSupport
import Synchronization
import Testing

@testable import NewsCatalog

@Suite("Stories in the catalog: articles grouped as they are written")
struct CatalogStoryTests {
    /// Unrelated articles a day before the tests' own, each a story alone, so that the grouper's
    /// document frequencies mean something.
    static let background = [
        "Local bakery wins regional bread contest for third year",
        "City council approves budget for new library branch",
        "Rain expected across the coast through the weekend",
        "Football club signs young striker on five-year deal",
        "Museum opens exhibition of medieval maps and globes",
        "Airline adds summer routes to southern islands",
        "School district delays start of term after flooding",
        "Tech company recalls batteries over overheating fears",
        "Orchestra announces conductor for next season",
        "Farmers report strong wheat harvest despite dry spring",
        "Hospital opens new wing for children's care",
        "Film festival reveals lineup with twelve premieres",
    ].enumerated().map { index, title in
        CatalogFixture.record("background-\(index)", source: "gamma-zeitung", title: title, hour: -24 + index)
    }

    static let volcano = CatalogFixture.record(
        "volcano", title: "Volcano erupts on Iceland's Reykjanes peninsula, flights diverted", hour: 0)
    static let volcanoAgain = CatalogFixture.record(
        "volcano-again", source: "beta-times", title: "Iceland volcano eruption on Reykjanes forces flights to divert", hour: 1)
    static let chess = CatalogFixture.record(
        "chess", source: "beta-times", title: "Chess champion keeps her title after a tense final game", hour: 1)

    /// The articles a search for `word` finds, by URL.
    static func found(_ word: String, in catalog: LocalCatalog) async throws -> [String: Article] {
        let items = try await catalog.everything(SearchQuery(query: word, pageSize: 100)).items
        return Dictionary(items.map { ($0.url, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Each article's story id by URL, read from the rows.
    static func storyIDs(_ catalog: LocalCatalog) async throws -> [String: Int64?] {
        try await catalog.storage.read { db in
            Dictionary(
                uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT url, story_id FROM articles").map {
                    ($0["url"] as String, $0["story_id"] as Int64?)
                })
        }
    }

    /// The row id of the article at `url`.
    static func rowID(_ url: String, in catalog: LocalCatalog) async throws -> Int64? {
        try await catalog.storage.read { db in
            try Int64.fetchOne(db, sql: "SELECT id FROM articles WHERE url = ?", arguments: [url])
        }
    }

    @Test("two reports of one event in other words become one story of two; an unrelated article is a story of one")
    func insertGroups() async throws {
        let catalog = try await CatalogFixture.catalog(Self.background + [Self.volcano, Self.volcanoAgain, Self.chess])

        let reports = try await Self.found("Reykjanes", in: catalog)
        let first = try #require(reports[Self.volcano.article.url])
        let second = try #require(reports[Self.volcanoAgain.article.url])
        let firstID = try #require(try await Self.rowID(first.url, in: catalog))
        #expect(first.story == String(firstID), "a story's id is its first article's row id")
        #expect(second.story == first.story)
        #expect(first.storySize == 2 && second.storySize == 2)
        let chess = try #require(try await Self.found("chess", in: catalog)[Self.chess.article.url])
        #expect(chess.storySize == 1)
        #expect(chess.story != nil && chess.story != first.story)

        let story = try await catalog.storyArticles(of: second)
        #expect(story.map(\.url) == [Self.volcano.article.url, Self.volcanoAgain.article.url], "earliest first")
        #expect(try await catalog.storyArticles(of: chess).map(\.url) == [Self.chess.article.url])
        #expect(try await Self.storyIDs(catalog).values.allSatisfy { $0 != nil }, "every article belongs to a story")
        let elsewhere = CatalogFixture.record("elsewhere", title: "Not in the catalog", hour: 3).article
        #expect(try await catalog.storyArticles(of: elsewhere) == [elsewhere])
    }

    @Test("a story's coverage: its other articles and their sources, leaving out those a list shows; unknown stories are absent")
    func coverage() async throws {
        let catalog = try await CatalogFixture.catalog(Self.background + [Self.volcano, Self.volcanoAgain, Self.chess])
        let reports = try await Self.found("Reykjanes", in: catalog)
        let lead = try #require(reports[Self.volcanoAgain.article.url])
        let story = try #require(lead.story)
        let chess = try #require(try await Self.found("chess", in: catalog)[Self.chess.article.url])

        let found = try await catalog.coverage(
            ofStories: [story, try #require(chess.story), "999999", "not a story"], leavingOut: [lead, chess])
        let other = try #require(reports[Self.volcano.article.url])
        #expect(found == [story: StoryCoverage(articles: 1, sources: [other.source.name])], "chess's only article is shown: nothing more")
        #expect(lead.storySize == 2, "the list's entry carries its story's size, which the coverage takes")
        var unsized = lead
        unsized.storySize = 1
        #expect(
            try await catalog.coverage(ofStories: [story], leavingOut: [unsized, chess]) == found,
            "an entry read without its story's size has the story counted: the same coverage")
        let whole = try await catalog.coverage(ofStories: [story], leavingOut: [])
        #expect(whole[story]?.articles == 2)
        #expect(Set(whole[story]?.sources ?? []) == Set([other.source.name, lead.source.name]))
    }

    @Test("a feed's item reporting an event joins the story a catalog opened later restores from its window")
    func feedItemJoins() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        let writer = try LocalCatalog.open(path: path)
        _ = try await writer.insert(Self.background + [Self.volcano, Self.chess], sources: CatalogFixture.sources)
        // A second process: its grouper starts empty and restores the window on its first write.
        let catalog = try LocalCatalog.open(path: path)
        _ = try await catalog.subscribe(SubscriptionEntry(url: FeedStoreTests.feedURL))
        let item = FeedItem(
            guid: "volcano-1", link: "https://harbourside.example/volcano",
            title: "Reykjanes volcano in Iceland erupts again as lava flows",
            published: CatalogFixture.epoch.addingTimeInterval(2 * 3600))

        #expect(try await catalog.store(FeedStoreTests.fetched([item]), forFeedAt: FeedStoreTests.feedURL) == FeedStoreOutcome(added: 1))

        let reports = try await Self.found("Reykjanes", in: catalog)
        let fromFeed = try #require(reports["https://harbourside.example/volcano"])
        let stored = try #require(reports[Self.volcano.article.url])
        #expect(fromFeed.story == stored.story)
        #expect(fromFeed.storySize == 2)
        #expect(try await Self.found("chess", in: catalog)[Self.chess.article.url]?.storySize == 1)
    }

    @Test("an article from elsewhere kept with its page joins the story it reports")
    func keptArticleJoins() async throws {
        let catalog = try await CatalogFixture.catalog(Self.background + [Self.volcano, Self.chess])
        let answer = Article(
            source: SourceReference(id: nil, name: "Wire"), title: "Reykjanes volcano in Iceland erupts again as lava flows",
            url: "https://wire.example/volcano", publishedAt: CatalogFixture.epoch.addingTimeInterval(3600))

        try await catalog.keep(KeptPageTests.page, for: answer)

        let story = try await catalog.storyArticles(of: answer)
        #expect(story.map(\.url) == [Self.volcano.article.url, answer.url])
        #expect(story.allSatisfy { $0.storySize == 2 && $0.story == story[0].story })
    }

    @Test("two stories an article shows to be one merge in the catalog under the older story's id")
    func mergeKeepsOlderID() async throws {
        let catalog = try LocalCatalog.inMemory()
        var settings = StoryGrouper.Settings()
        settings.joinThreshold = 0.7
        settings.bridgeThreshold = 0.65
        settings.mergeThreshold = 0.3
        let desk = StoryDesk(settings: settings)
        let road = "Glacier collapse blocks alpine valley road"
        let rescue = "Helicopter rescues hikers after glacier collapse in alpine valley"
        let halves = [
            CatalogFixture.record("road-1", title: road, hour: 0),
            CatalogFixture.record("road-2", source: "beta-times", title: road, hour: 1),
            CatalogFixture.record("rescue-1", title: rescue, hour: 2),
            CatalogFixture.record("rescue-2", source: "beta-times", title: rescue, hour: 3),
        ]
        let bridge = CatalogFixture.record(
            "bridge", source: "gamma-zeitung", title: "Glacier collapse in alpine valley blocks road, helicopter rescues hikers", hour: 4)
        let background = Self.background
        try await catalog.storage.write { db in
            _ = try LocalCatalog.insert(background + halves, sources: CatalogFixture.sources, grouping: desk, in: db)
        }
        let road1 = try #require(try await Self.rowID(halves[0].article.url, in: catalog))
        let rescue1 = try #require(try await Self.rowID(halves[2].article.url, in: catalog))
        var stories = try await Self.storyIDs(catalog)
        #expect(halves.map { stories[$0.article.url] } == [road1, road1, rescue1, rescue1], "two stories before the bridge")

        try await catalog.storage.write { db in
            _ = try LocalCatalog.insert([bridge], sources: [], grouping: desk, in: db)
        }

        stories = try await Self.storyIDs(catalog)
        #expect((halves + [bridge]).allSatisfy { stories[$0.article.url] == road1 }, "the younger story's articles moved to the older id")
        #expect(try await Self.found("helicopter", in: catalog).values.allSatisfy { $0.storySize == 5 })
    }

    @Test("a bulk import groups its rows in a pass of its own; the next write joins its stories")
    func bulkImportGroups() async throws {
        let catalog = try LocalCatalog.inMemory()
        let load = try #require(try await catalog.beginBulkLoad())
        #expect(load.isBulk)
        _ = try await load.append(Self.background + [Self.volcano, Self.chess], sources: CatalogFixture.sources)
        _ = try await load.append([Self.volcanoAgain], sources: [])
        _ = try await load.finish()

        var stories = try await Self.storyIDs(catalog)
        #expect(stories.values.allSatisfy { $0 != nil }, "every imported article belongs to a story")
        let volcanoID = try #require(try await Self.rowID(Self.volcano.article.url, in: catalog))
        #expect(stories[Self.volcanoAgain.article.url] == volcanoID)
        #expect(stories[Self.chess.article.url] != volcanoID)

        let third = CatalogFixture.record(
            "volcano-third", source: "gamma-zeitung", title: "Reykjanes volcano in Iceland erupts again as lava flows", hour: 2)
        #expect(try await catalog.insert([third]) == 1)
        stories = try await Self.storyIDs(catalog)
        #expect(stories[third.article.url] == volcanoID)
    }

    @Test("a bulk load's stream groups rows in the file's order, by the ids they get; a merge within a batch is written resolved")
    func streamGroupsByRowIDs() async throws {
        let stream = StoryStream(firstID: 100)
        let stories = try #require(stream.stories(of: Self.background + [Self.volcano, Self.chess, Self.volcanoAgain]))
        let volcano = Int64(100 + Self.background.count)
        #expect(stories[Self.background.count] == volcano, "an article beginning a story gives it its row's id")
        #expect(stories[Self.background.count + 2] == volcano, "the same event in other words joins it")
        #expect(stories[Self.background.count + 1] == volcano + 1, "the chess final stays alone")
        #expect(!stream.gaveUp)
    }

    @Test("a stream's merges come in the order of the absorbed stories' ids, each followed to the story it ended in")
    func streamMergesInRowOrder() throws {
        var settings = StoryGrouper.Settings()
        settings.joinThreshold = 0.7
        settings.bridgeThreshold = 0.65
        settings.mergeThreshold = 0.3
        let stream = StoryStream(firstID: 1, settings: settings)
        // Two events ten days apart, each told as two stories, then bridged.
        let events = [("Glacier", "alpine", 0), ("Quarry", "northern", 240)]
        var records = Self.background
        for (place, region, hour) in events {
            let road = "\(place) collapse blocks \(region) valley road"
            let rescue = "Helicopter rescues hikers after \(place.lowercased()) collapse in \(region) valley"
            records += [
                CatalogFixture.record("\(place)-road-1", title: road, hour: hour),
                CatalogFixture.record("\(place)-road-2", source: "beta-times", title: road, hour: hour + 1),
                CatalogFixture.record("\(place)-rescue-1", title: rescue, hour: hour + 2),
                CatalogFixture.record("\(place)-rescue-2", source: "beta-times", title: rescue, hour: hour + 3),
                CatalogFixture.record(
                    "\(place)-bridge", source: "gamma-zeitung",
                    title: "\(place) collapse in \(region) valley blocks road, helicopter rescues hikers", hour: hour + 4),
            ]
        }
        let stories = try #require(stream.stories(of: Array(records.prefix(Self.background.count + 5))))
        var written = stories
        // The second event one row at a time: its rescue story's rows are written before the bridge.
        for record in records.dropFirst(Self.background.count + 5) {
            written += try #require(stream.stories(of: [record]))
        }
        let merges = stream.merges
        let roads = (0..<events.count).map { Int64(Self.background.count + 1 + 5 * $0) }
        #expect(merges.map(\.absorbed) == roads.map { $0 + 2 }, "each event's rescue story, in id order")
        #expect(merges.map(\.into) == roads, "each ends in its event's road story")
        #expect(stories.count == Self.background.count + 5)
        // What the load's statistics count as the story index's values: the stories once merged.
        let into = Dictionary(uniqueKeysWithValues: merges.map { ($0.absorbed, $0.into) })
        let merged = Set(written.map { into[$0] ?? $0 })
        #expect(Set(written).count == merged.count + 1, "the second rescue story was written before its merge")
        #expect(stream.storyCount == merged.count)
    }

    @Test("words read ahead give each row the story it gets without them; a load indexing words as they come stops reading ahead")
    func streamWithWordsReadAhead() async throws {
        let records = Self.background + [Self.volcano, Self.chess, Self.volcanoAgain]
        let plain = try #require(StoryStream(firstID: 100).stories(of: records))
        let stream = StoryStream(firstID: 100)
        let words = try #require(stream.words(of: records))
        #expect(words.count == records.count)
        #expect(try #require(stream.stories(of: records, read: words)) == plain)
        // The next batch's words are read into the grouped batch's storage, emptied first.
        let next = try #require(stream.words(of: [Self.volcano]))
        #expect(next.count == 1)

        stream.stopReadingAhead()
        #expect(stream.words(of: records) == nil, "the grouping reads the words itself")
    }

    @Test("a file in no order (newest first) makes the stream give up; the load then groups every row in publication order")
    func streamGivesUpOnDisorder() async throws {
        let newestFirst = (0..<(StoryStream.toleratedDisorder * 2)).map { index in
            CatalogFixture.record("old-\(index)", title: "Harbour notice number \(index) for ships at anchor", hour: -index)
        }
        let stream = StoryStream(firstID: 1)
        for record in newestFirst { _ = stream.stories(of: [record]) }
        #expect(stream.gaveUp)
        #expect(stream.stories(of: [Self.volcano]) == nil)

        let catalog = try LocalCatalog.inMemory()
        let load = try #require(try await catalog.beginBulkLoad())
        _ = try await load.append([Self.volcanoAgain, Self.chess] + newestFirst + Self.background, sources: CatalogFixture.sources)
        _ = try await load.append([Self.volcano], sources: [])
        _ = try await load.finish()
        let ids = try await Self.storyIDs(catalog)
        #expect(ids.values.allSatisfy { $0 != nil }, "every row belongs to a story")
        let volcanoID = try #require(try await Self.rowID(Self.volcano.article.url, in: catalog))
        #expect(ids[Self.volcanoAgain.article.url] == volcanoID, "grouped in publication order: the earlier report's row names the story")
    }

    @Test("a file of runs one after the other (a data set copied twice) begins an era at each run and does not give up")
    func streamBeginsEras() async throws {
        // Its last article is two days after its first: the copy's first is before every open story's reach.
        let later = CatalogFixture.record("later", title: "Bridge reopens after repairs to its eastern span", hour: 40)
        let run = Self.background + [Self.volcano, Self.volcanoAgain, later]
        let stream = StoryStream(firstID: 1)
        let first = try #require(stream.stories(of: run))
        let copy = run.map { record in
            var copy = record
            copy.article.url += "?copy=1"
            return copy
        }
        let second = try #require(stream.stories(of: copy))
        #expect(!stream.gaveUp)
        let volcanoAgain = Self.background.count + 1
        #expect(first[volcanoAgain] == Int64(Self.background.count + 1), "the volcano's story is its first report's row")
        #expect(
            second[volcanoAgain] == first[volcanoAgain] + Int64(run.count), "the copy's volcano reports make a story of their own")
    }

    @Test("from every older version, the upgrades run in order to the last: pages are kept (v13), then every article is grouped (v14)")
    func upgradeFromEveryVersion() async throws {
        let migrations = CatalogSchema.migrator.migrations
        #expect(migrations.suffix(3).map { $0.prefix(4) } == ["v13:", "v14:", "v15:"], "the story migration comes after reader mode's")
        let records = Self.background + [Self.volcano, Self.volcanoAgain, Self.chess]
        // Each version before the stories' own; a catalog of v14 or later is grouped as it is written.
        for migration in migrations.prefix(while: { !$0.hasPrefix("v14:") }) {
            let directory = try TemporaryDirectory.make()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("catalog.sqlite").path
            try await CatalogFixture.olderCatalog(at: path, upTo: migration, holding: records)

            let catalog = try LocalCatalog.open(path: path)

            let stories = try await Self.storyIDs(catalog)
            #expect(stories.count == records.count, "from \(migration)")
            #expect(stories.values.allSatisfy { $0 != nil }, "from \(migration): every article belongs to a story")
            #expect(stories[Self.volcanoAgain.article.url] == stories[Self.volcano.article.url], "from \(migration)")
            let unread = try await catalog.storage.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM articles WHERE page IS NULL AND page_read_at IS NULL")
            }
            #expect(unread == records.count, "from \(migration): v13's columns are there")
        }
    }

    @Test("an upgrade from version 13 groups every article, reporting its progress from none to all")
    func upgradeGroups() async throws {
        let directory = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("catalog.sqlite").path
        let records = Self.background + [Self.volcano, Self.volcanoAgain, Self.chess]
        try await CatalogFixture.olderCatalog(at: path, upTo: "v13: pages read in reader mode are kept and searchable", holding: records)
        let reports = Mutex<[CatalogUpgradeProgress]>([])

        let catalog = try LocalCatalog.open(path: path, upgrading: { progress in reports.withLock { $0.append(progress) } })

        #expect(
            reports.withLock { $0 } == [
                CatalogUpgradeProgress(articlesDone: 0, articles: records.count, work: .stories),
                CatalogUpgradeProgress(articlesDone: records.count, articles: records.count, work: .stories),
            ], "v14 alone reports (v15 only adds an index of sources), and no full-text index is built")
        let stories = try await Self.storyIDs(catalog)
        #expect(stories.count == records.count)
        #expect(stories.values.allSatisfy { $0 != nil }, "every article belongs to a story")
        #expect(stories[Self.volcanoAgain.article.url] == stories[Self.volcano.article.url])
        #expect(stories[Self.chess.article.url] != stories[Self.volcano.article.url])
        let indexed = try await catalog.storage.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE name = 'articles_by_story_id')") ?? false
        }
        #expect(indexed)
        let byCountry = try await catalog.storage.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE name = 'sources_by_country')") ?? false
        }
        #expect(byCountry, "v15 runs after v14")
    }
}

import Testing

@testable import NewsStories

@Suite("Stories: articles of one event grouped from their words, time and address")
struct StoryGrouperTests {
    static let hour: Int64 = 3_600
    static let start: Int64 = 1_700_000_000

    /// Unrelated articles first, so that document frequencies mean something before the test's own.
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
    ]

    static func candidate(_ key: Int64, _ title: String, hours: Int64 = 0, source: String = "Daily", address: String? = nil)
        -> StoryCandidate
    {
        StoryCandidate(
            key: key, title: title, published: start + hours * hour, source: source,
            address: address ?? "https://\(source.lowercased()).example/\(key)")
    }

    /// A grouper that has read the background articles (keys 1000 and up), a day before the test's articles.
    static func grouper(_ settings: StoryGrouper.Settings = StoryGrouper.Settings()) -> StoryGrouper {
        var grouper = StoryGrouper(settings: settings)
        for (index, title) in background.enumerated() {
            _ = grouper.add(candidate(1000 + Int64(index), title, hours: -24 + Int64(index), source: "Background"))
        }
        return grouper
    }

    @Test("the same event in other words, from other sources, joins one story")
    func sameEventJoins() {
        var grouper = Self.grouper()
        let first = grouper.add(Self.candidate(1, "Volcano erupts on Iceland's Reykjanes peninsula, flights diverted", source: "Alpha"))
        let second = grouper.add(
            Self.candidate(2, "Iceland volcano eruption on Reykjanes forces flights to divert", hours: 1, source: "Beta"))
        let third = grouper.add(Self.candidate(3, "Reykjanes volcano in Iceland erupts again as lava flows", hours: 2, source: "Gamma"))
        #expect(first.story == 1)
        #expect(second.story == 1)
        #expect(third.story == 1)
    }

    @Test("two events that share words stay two stories")
    func sharedWordsStayApart() {
        var grouper = Self.grouper()
        let bank = grouper.add(Self.candidate(1, "Central bank raises interest rates to curb inflation", source: "Alpha"))
        let bankAgain = grouper.add(Self.candidate(2, "Central bank raises rates as inflation climbs", hours: 1, source: "Beta"))
        let flood = grouper.add(Self.candidate(3, "River bank bursts after storm, homes evacuated", hours: 1, source: "Gamma"))
        let floodAgain = grouper.add(Self.candidate(4, "Homes evacuated as storm bursts river bank", hours: 2, source: "Delta"))
        #expect(bankAgain.story == bank.story)
        #expect(floodAgain.story == flood.story)
        #expect(flood.story != bank.story)
    }

    @Test("a story grows over days, and is forgotten once its window has passed")
    func storyGrowsOverDays() {
        // A story may run for a week here (by default an event's articles are those of its first day).
        var settings = StoryGrouper.Settings()
        settings.window = 2 * 86_400
        settings.span = 7 * 86_400
        var grouper = Self.grouper(settings)
        let titles = [
            "Astronauts launch to orbiting laboratory aboard Falcon rocket",
            "Falcon rocket astronauts dock with orbiting laboratory",
            "Astronauts aboard orbiting laboratory begin spacewalk after Falcon launch",
            "Orbiting laboratory astronauts finish spacewalk, Falcon capsule checked",
        ]
        var stories: [Int64] = []
        for (day, title) in titles.enumerated() {
            stories.append(grouper.add(Self.candidate(Int64(day + 1), title, hours: Int64(day) * 24, source: "Source\(day)")).story)
        }
        #expect(stories == [1, 1, 1, 1])
        // Ten days after the last article, the window has let the story go: a like headline begins a new one.
        let later = grouper.add(Self.candidate(9, "Astronauts aboard orbiting laboratory return on Falcon capsule", hours: 13 * 24))
        #expect(later.story == 9)
    }

    @Test("one canonical address is one story, whatever its words")
    func sameAddress() {
        var grouper = Self.grouper()
        let first = grouper.add(Self.candidate(1, "Mayor resigns", address: "http://www.paper.example/city/mayor?utm_source=rss"))
        let second = grouper.add(
            Self.candidate(2, "Completely different headline", hours: 1, address: "https://paper.example/city/mayor/#top"))
        #expect(second.story == first.story)
    }

    /// Settings under which an article must be very like a story to join it or to bridge two, and
    /// stories that share some words merge when one does.
    static var mergingSettings: StoryGrouper.Settings {
        var settings = StoryGrouper.Settings()
        settings.joinThreshold = 0.7
        settings.bridgeThreshold = 0.65
        settings.mergeThreshold = 0.3
        return settings
    }

    /// One event told as two stories (a road blocked; hikers rescued), then an article that tells both.
    static let halves = [
        candidate(10, "Glacier collapse blocks alpine valley road", source: "Alpha"),
        candidate(11, "Glacier collapse blocks alpine valley road", hours: 1, source: "Beta"),
        candidate(20, "Helicopter rescues hikers after glacier collapse in alpine valley", hours: 2, source: "Gamma"),
        candidate(21, "Helicopter rescues hikers after glacier collapse in alpine valley", hours: 3, source: "Delta"),
    ]
    static let bridge = candidate(
        30, "Glacier collapse in alpine valley blocks road, helicopter rescues hikers", hours: 4, source: "Epsilon")

    @Test("ids are stable: articles join under the first article's key, and a merge keeps the older id")
    func stableIdsAndMerges() {
        var grouper = Self.grouper(Self.mergingSettings)
        let stories = Self.halves.map { grouper.add($0) }
        #expect(stories.map { $0.story } == [10, 10, 20, 20])
        #expect(stories.allSatisfy { $0.absorbed.isEmpty })
        // The article that tells both halves merges the younger story into the older one.
        let bridge = grouper.add(Self.bridge)
        #expect(bridge.story == 10)
        #expect(bridge.absorbed == [20])
        // Later articles like either half join the surviving id.
        let after = grouper.add(
            Self.candidate(31, "Helicopter rescues hikers after glacier collapse in alpine valley", hours: 5, source: "Zeta"))
        #expect(after == StoryAssignment(story: 10))
    }

    @Test("the bulk pass follows merges to the end and answers in the candidates' order")
    func bulkGrouping() {
        let unrelated = Self.candidate(40, "Orchestra announces conductor for next season", hours: 6)
        let candidates = [unrelated, Self.bridge] + Self.halves.reversed()
        let stories = StoryGrouper.group(
            Self.background.enumerated().map { index, title in
                Self.candidate(1000 + Int64(index), title, hours: -24 + Int64(index), source: "Background")
            } + candidates, settings: Self.mergingSettings)
        #expect(Array(stories.suffix(candidates.count)) == [40, 10, 10, 10, 10, 10])
    }

    @Test("words read ahead group each article as its candidate does: the same stories, merges and address joins")
    func wordsReadAhead() {
        let articles =
            Self.halves + [Self.bridge]
            + [
                Self.candidate(
                    32, "Glacier collapse: rescue goes on", hours: 5, source: "Eta", address: "https://www.alpha.example/10?utm_source=x"),
                StoryCandidate(
                    key: 33, title: "Update", text: "Helicopter crews searched the alpine valley after the glacier collapse for hikers.",
                    published: Self.start + 6 * Self.hour, source: "Theta", address: "https://theta.example/update"),
                Self.candidate(34, "Orchestra announces conductor for next season", hours: 6),
            ]
        var byCandidate = Self.grouper(Self.mergingSettings)
        let expected = articles.map { byCandidate.add($0) }

        var words = StoryTerms(settings: Self.mergingSettings)
        // A run read before, then let go: its storage is reused and none of its words stay.
        for article in articles.reversed() { words.append(title: article.title, text: article.text, address: article.address) }
        words.removeAll()
        for article in articles { words.append(title: article.title, text: article.text, address: article.address) }
        #expect(words.count == articles.count)
        var byWords = Self.grouper(Self.mergingSettings)
        let grouped = articles.indices.map { byWords.add(key: articles[$0].key, published: articles[$0].published, read: words, at: $0) }

        #expect(grouped == expected)
        #expect(expected.contains { !$0.absorbed.isEmpty }, "the set merges two stories")
        #expect(expected[5].story == 10, "the article at the first one's address joins its story")
    }

    @Test("a description or text, when there is one, can join headlines that share too little")
    func textJoins() {
        let first = "Ferry service suspended after engine fault"
        let second = "Passengers stranded as ferry breaks down"
        var withoutText = Self.grouper()
        let alone = [first, second].enumerated().map { index, title in
            withoutText.add(Self.candidate(Int64(index + 1), title, hours: Int64(index), source: "Source\(index)")).story
        }
        #expect(alone == [1, 2])

        let texts = [
            "CalMac suspended the Kennacraig to Port Ellen ferry on Islay after an engine fault on the MV Finlaggan.",
            "Islay passengers waited at Kennacraig after CalMac's MV Finlaggan, the Port Ellen ferry, had an engine fault.",
        ]
        var withText = Self.grouper()
        let together = zip([first, second], texts).enumerated().map { index, article in
            withText.add(
                StoryCandidate(
                    key: Int64(index + 1), title: article.0, text: article.1, published: Self.start + Int64(index) * Self.hour,
                    source: "Source\(index)", address: "https://source\(index).example/\(index)")
            ).story
        }
        #expect(together == [1, 1])
    }

    @Test("times at the ends of Int64 are read, not trapped on")
    func extremeTimes() {
        var grouper = Self.grouper()
        let late = grouper.add(StoryCandidate(key: 1, title: "Comet returns", published: .max, source: "A", address: "https://a.example/1"))
        let early = grouper.add(
            StoryCandidate(key: 2, title: "Comet returns", published: .min, source: "B", address: "https://b.example/2"))
        #expect(late.story == 1)
        #expect(early.story == 2)
    }

    @Test("the grouper's table of hashes finds, changes and removes keys as a dictionary does, through growth")
    func table() {
        var table = StoryGrouper.Table<[UInt64]>()
        var model: [UInt64: [UInt64]] = [:]
        var generator = SystemRandomNumberGenerator()
        // Keys with equal low bits and equal high bits too, so probe runs wrap and shift.
        let keys = (0..<600).map { UInt64($0) << 40 } + (0..<600).map { UInt64($0) } + (0..<300).map { _ in generator.next() }
        for (index, key) in keys.enumerated() {
            table.modify(key, default: []) { $0.append(UInt64(index)) }
            model[key, default: []].append(UInt64(index))
        }
        for (index, key) in keys.enumerated() where index % 3 != 0 {
            table.modifyIfPresent(key) { list in
                list.removeAll()
                return true
            }
            model[key] = nil
        }
        #expect(table.count == model.count)
        for key in keys {
            #expect(table[key] == model[key])
        }
        var addresses = StoryGrouper.Table<UInt64>(capacity: 4)
        addresses.set(7, for: 0)
        addresses.set(8, for: 0)
        #expect(addresses[0] == 8)
        #expect(addresses[1] == nil)
    }

    @Test("a story's centroid is trimmed to its heaviest terms: the event's own words stay, one report's go")
    func centroidKeepsHeaviestTerms() {
        // Every report names the event in the same three words and adds three of its own, so the
        // centroid outgrows a bound of 4 terms (trimmed once it passes 4 + 16) after six reports.
        let reports = [
            "reykjanes volcano eruption sends ash plume drifting",
            "reykjanes volcano eruption lava reaches harbour",
            "reykjanes volcano eruption geologists measure tremors",
            "reykjanes volcano eruption tourists leave coastline",
            "reykjanes volcano eruption magma fissure widens",
            "reykjanes volcano eruption ferries halt fishermen",
        ]
        // The reports an hour apart, each from its own source: the stories they went to.
        func group(_ grouper: inout StoryGrouper) -> [Int64] {
            reports.enumerated().map { index, title in
                grouper.add(Self.candidate(Int64(index + 1), title, hours: Int64(index), source: "Source\(index)")).story
            }
        }
        var settings = StoryGrouper.Settings()
        settings.storyTerms = 4
        var grouper = Self.grouper(settings)
        #expect(group(&grouper) == [1, 1, 1, 1, 1, 1])
        // Trimmed to four terms, the centroid still holds the three the event is named by.
        let naming = grouper.add(Self.candidate(7, "reykjanes volcano eruption continues", hours: 6, source: "Source6"))
        #expect(naming.story == 1)

        // Trimmed to one term (past 1 + 16, after five reports), it shares one word with the next
        // report: too few to join (two are needed), so the trim took effect.
        settings.storyTerms = 1
        var narrow = Self.grouper(settings)
        #expect(group(&narrow) == [1, 1, 1, 1, 1, 6])
    }

    @Test("terms come from the headline and the text, never from the address")
    func termsFromWordsNotAddress() {
        var tokenizer = StoryTokenizer()
        let headline = tokenizer.terms(title: "Harbour bridge closed", text: nil)
        #expect(headline.count == 3)
        let described = tokenizer.terms(title: "Harbour bridge closed", text: "Gales shut the crossing")
        #expect(described.count == 6)
        #expect(Set(headline.map(\.id)).isSubset(of: Set(described.map(\.id))))

        // Two reports of other events whose addresses share every word (with the path's words read,
        // at half a headline word's weight, these two joined): their headlines decide, and they stay apart.
        var grouper = Self.grouper()
        let slug = "/2024/05/harbour-bridge-closed-gales-crossing"
        let first = grouper.add(Self.candidate(1, "Library reopens", source: "Alpha", address: "https://alpha.example" + slug))
        let second = grouper.add(
            Self.candidate(2, "Champion retires", hours: 1, source: "Beta", address: "https://beta.example" + slug))
        #expect(first.story == 1)
        #expect(second.story == 2)
    }

    @Test("an article a little out of order still joins its story")
    func outOfOrder() {
        var grouper = Self.grouper()
        let first = grouper.add(Self.candidate(1, "Wildfire near Athens forces evacuation of coastal towns", hours: 3))
        let earlier = grouper.add(Self.candidate(2, "Athens wildfire: coastal towns evacuated as flames spread", hours: 1))
        #expect(earlier.story == first.story)
    }
}

@Suite("Stories across processes: the window restored from articles already grouped")
struct StoryRestoreTests {
    @Test("a grouper restored from the window's articles groups the next article as the first grouper would")
    func restoredWindow() {
        let earlier = [
            StoryGrouperTests.candidate(1, "Volcano erupts on Iceland's Reykjanes peninsula, flights diverted", source: "Alpha"),
            StoryGrouperTests.candidate(2, "Iceland volcano eruption on Reykjanes forces flights to divert", hours: 1, source: "Beta"),
            StoryGrouperTests.candidate(3, "Central bank raises interest rates to curb inflation", hours: 1, source: "Gamma"),
        ]
        var first = StoryGrouperTests.grouper()
        let stories = earlier.map { first.add($0).story }
        #expect(stories == [1, 1, 3])

        var second = StoryGrouperTests.grouper()
        for (candidate, story) in zip(earlier, stories) { second.restore(candidate, story: story) }
        let next = StoryGrouperTests.candidate(4, "Reykjanes volcano in Iceland erupts again as lava flows", hours: 2, source: "Delta")
        #expect(second.add(next) == first.add(next))
        #expect(second.add(StoryGrouperTests.candidate(5, "Central bank raises rates as inflation climbs", hours: 2)).story == 3)
    }
}

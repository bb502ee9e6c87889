import Foundation
import Testing

/// Stories through the built binary: an import groups two reports of one event, a search lists
/// them as one entry, `story 1` lists both, and `--json` lines carry the story.
@Suite("Stories end to end: grouped search, story, --json")
struct StoryCommandTests {
    /// Unrelated headlines a day earlier, so the two reports' shared words weigh as they should.
    static let background = [
        "Local bakery wins regional bread contest for third year",
        "City council approves budget for new library branch",
        "Rain expected across the coast through the weekend",
        "Football club signs young striker on five-year deal",
        "Museum opens exhibition of medieval maps and globes",
        "Airline adds summer routes to southern islands",
        "School district delays start of term after flooding",
        "Orchestra announces conductor for next season",
    ]

    /// A UCI file: the background, then two reports of one eruption an hour apart, then a chess final.
    static func rows() -> [String] {
        let day: Int64 = 1_394_470_370_698
        var rows = background.enumerated().map { index, title in
            ImportCommandTests.uciRow(index + 1, title: title, publisher: "Gamma Gazette")
        }
        func row(_ id: Int, _ title: String, _ publisher: String, hours: Int64) -> String {
            "\(id)\t\(title)\thttp://\(publisher.lowercased().replacingOccurrences(of: " ", with: "")).example/\(id)\t\(publisher)\tt\tx\t"
                + "\(publisher.lowercased()).example\t\(day + 86_400_000 + hours * 3_600_000)"
        }
        rows.append(row(101, "Volcano erupts on Iceland's Reykjanes peninsula, flights diverted", "North Wire", hours: 0))
        rows.append(row(102, "Iceland volcano eruption on Reykjanes forces flights to divert", "South Herald", hours: 1))
        rows.append(row(103, "Chess champion keeps her title after a tense final game", "South Herald", hours: 2))
        return rows
    }

    @Test("search shows one entry with who else reports it; story 1 lists both reports earliest first; --json carries story and storySize")
    func groupedSearchAndStory() async throws {
        try await TestHome.with { home in
            let file = home.root.appendingPathComponent("stories.tsv")
            try Data(Self.rows().joined(separator: "\n").utf8).write(to: file)
            let imported = try await home.run(["import", "--format", "uci", file.path])
            #expect(imported.status == 0, "\(imported.stderr)")

            let session = try await home.run(
                [], input: "signup\nreader\nreader-password\nreader-password\nus\nscience\nsearch reykjanes\nstory 1\nsearch chess\nquit\n")
            #expect(session.status == 0, "\(session.stderr)")
            let lines = session.stdoutLines
            let header = try #require(lines.firstIndex { $0.hasPrefix("Search: reykjanes") })
            #expect(lines[header] == "Search: reykjanes (1 story, 2 articles)")
            #expect(lines[header + 2] == "1. Iceland volcano eruption on Reykjanes forces flights to divert")
            #expect(lines[header + 3].hasPrefix("   South Herald · "))
            #expect(lines[header + 4] == "   +1 more: North Wire")
            let story = try #require(lines.firstIndex { $0.hasPrefix("Story: ") })
            // Wrapped at 80 columns: the heading takes two lines, then its rule.
            #expect(
                lines[story] + " " + lines[story + 1]
                    == "Story: Volcano erupts on Iceland's Reykjanes peninsula, flights diverted (2 articles from 2 sources)")
            #expect(lines[story + 3].hasPrefix("1. Volcano erupts"), "earliest first")
            #expect(lines[story + 4].hasPrefix("   North Wire · "))
            #expect(lines[story + 5].hasPrefix("2. Iceland volcano eruption"))
            #expect(lines.contains("Search: chess (1 article)"), "an unrelated article is a story of its own")

            let json = try await home.run(["--json"], input: "search reykjanes\nsearch chess\n")
            #expect(json.status == 0, "\(json.stderr)")
            let records = try json.stdoutLines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
            #expect(records.count == 2, "one line per entry: \(json.stdout)")
            #expect(records.map { $0["storySize"] as? Int } == [2, 1])
            let stories = records.compactMap { $0["story"] as? String }
            #expect(stories.count == 2 && stories[0] != stories[1])
        }
    }
}

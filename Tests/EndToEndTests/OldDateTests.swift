import Foundation
import Testing

/// Dates before the Gregorian reform of 1582, which Foundation's calendars count as Julian.
@Suite("Dates before 1582")
struct OldDateTests {
    @Test("an article dated 1500-06-01 is written as 1500-06-01 in --json, and --from/--to on that day find it")
    func proleptic() async throws {
        try await TestHome.with { home in
            let file = home.root.appendingPathComponent("old.jsonl")
            let line =
                #"{"link": "https://www.huffpost.com/entry/caravel", "headline": "Caravel sighted off the cape", "category": "WORLD NEWS", "short_description": "A ship.", "authors": "", "date": "1500-06-01"}"#
            try Data((line + "\n").utf8).write(to: file)
            #expect(try await home.run(["import", file.path]).status == 0)

            // Home in Great Britain for science: the US article is on no home section, only in the search.
            let signUp = "signup\nalice\n\(Scripts.password)\n\(Scripts.password)\ngb\nscience\n"
            let result = try await home.run(["--json"], input: signUp + "search caravel --from 1500-06-01 --to 1500-06-01\nquit\n")

            #expect(result.status == 0, "\(result.stderr)")
            let dates = result.stdoutLines.compactMap { line -> String? in
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                return (object?["title"] as? String) == "Caravel sighted off the cape" ? object?["publishedAt"] as? String : nil
            }
            #expect(dates == ["1500-06-01T00:00:00Z"], "found once by the search, dated as imported")
        }
    }
}

import Foundation
import Testing

/// The first run in a new home creates and fills the catalog while the home screen loads its sections.
@Suite("Fresh homes")
struct FreshHomeTests {
    @Test("signing up in fresh homes always loads the home screen, however many categories it shows")
    func freshCatalogOpensOnce() async throws {
        var failures: [String] = []
        for _ in 1...12 {
            try await TestHome.with { home in
                let script = "signup\nalice\n\(Scripts.password)\n\(Scripts.password)\nus\nscience,sports,health\nquit\n"
                let result = try await home.run(input: script)
                if result.status != 0 { failures.append(result.stderr) }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of 12 fresh sign-ups failed: \(failures)")
    }

    @Test("a source with more articles than its screen shows says how many and where the rest are")
    func sourceScreenPointsToTheRest() async throws {
        try await TestHome.with { home in
            let result = try await home.run(input: Scripts.signUpAlice + "source quillfield-daily-wire\nquit\n")
            #expect(result.status == 0, "\(result.stderr)")
            let transcript = Transcript(result.stdout)
            let screen = try #require(transcript.output(of: "source quillfield-daily-wire"))
            #expect(screen.contains("Latest articles (10 of 11)"))
            #expect(screen.contains("Type 'headlines --source quillfield-daily-wire' for all of them, page by page."))
            #expect(Transcript.items(screen).count == 10)
        }
    }
}

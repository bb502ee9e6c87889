import Foundation
import Testing

/// Whole sessions compared line for line with transcripts reviewed against the UX contract.
///
/// The transcripts were captured from newsdesk once, checked by hand against "The UX contract" and
/// "Scripted sessions" in DESIGN.md, and frozen here. A difference is either a regression or a deliberate
/// change of the user-visible text: in the second case, review the new output and update the transcript.
@Suite("Exact transcripts")
struct TranscriptTests {
    /// The first run's script: comments, a blank line, a sign-up with explicit account details, then browsing.
    static let firstRunScript = """
        # First run: sign up, choose business news, read one article.
        signup
        alice
        password123
        password123
        us
        business

        headlines business
        open 1
        back
        quit

        """

    /// The second run's script, piped: the session is still there, so it starts at home.
    static let secondRunScript = """
        # Second run: still signed in.
        categories
        open 2
        sources
        3
        logout
        help
        quit

        """

    @Test("A first run from a script file reads exactly like its transcript")
    func firstRunTranscript() async throws {
        try await TestHome.with { home in
            _ = try home.writeScript(named: "first.nd", Self.firstRunScript)
            let result = try await home.run(["-f", "first.nd"])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            expectTranscript(result.stdout, equals: Self.firstRunTranscript)
        }
    }

    @Test("A second run from piped stdin, still signed in, reads exactly like its transcript")
    func secondRunTranscript() async throws {
        try await TestHome.with { home in
            _ = try home.writeScript(named: "first.nd", Self.firstRunScript)
            let first = try await home.run(["-f", "first.nd"])
            try #require(first.status == 0, "the first run failed: \(first.stderr)")
            let result = try await home.run(input: Self.secondRunScript)
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            expectTranscript(result.stdout, equals: Self.secondRunTranscript)
        }
    }

    /// What the first run prints: welcome, sign-up with hidden passwords, home, a list, an article, the
    /// list again with the article marked read.
    static let firstRunTranscript = """
        \(ExpectedText.welcome)
        newsdesk> signup
        Username: alice
        Password:\u{20}
        Confirm password:\u{20}
        Welcome, alice. Your account is ready and you are signed in.
        Tell newsdesk what to show on your home screen.
        Two-letter country code for top headlines, such as us, gb or ca, or all for
        every country (Enter keeps us).
        Country: us
        Categories for your home screen, separated by commas: business, entertainment,
        general, health, science, sports, technology (Enter keeps general).
        Categories: business
        Saved: country us, categories business.
        Top headlines in US
        ───────────────────
        1. Chipmaker Norrvane shows a sensor that runs for years on a coin cell
           Ferrobyte Review · 2026-11-20 15:45
        2. The software that will steer Cobalt Bay's new solar panels minute by minute
           Ferrobyte Review · 2026-11-18 21:30
           +2 more: Gullhaven Ledger, Northern Lantern Science
        3. Drone delivery start-up Parcelwing raises $45 million
           Ferrobyte Review · 2026-11-15 18:00
        4. Storm Eleni brings gales and flooding to the Quillfield shore
           Quillfield Daily Wire · 2026-11-15 07:10
        5. Quillfield Comets' rookie point guard scores 41 in her debut
           Quillfield Daily Wire · 2026-11-14 19:15

        Business in US
        ──────────────
        6. Tessaline Foods agrees to buy Orchard Row Grocers
           Gullhaven Ledger · 2026-11-12 09:40
           +1 more: Birchfall Courier
        7. Quillfield's last typewriter repair shop finds a new owner
           Quillfield Daily Wire · 2026-11-05 10:25
        8. Shipbuilder Orrin & Vale posts its first profit in four years
           Gullhaven Ledger · 2026-10-22 15:30
        9. Gullhaven port handles record container volume in September
           Gullhaven Ledger · 2026-10-03 13:15
        alice@local:home> headlines business
        Top headlines: business, your country (6 articles)
        ──────────────────────────────────────────────────
        1. Cobalt Bay solar farm secures $240 million in local bonds
           Gullhaven Ledger · 2026-11-18 14:05
           +2 more: Ferrobyte Review, Northern Lantern Science
        2. Drone delivery start-up Parcelwing raises $45 million
           Ferrobyte Review · 2026-11-15 18:00
        3. Tessaline Foods agrees to buy Orchard Row Grocers
           Gullhaven Ledger · 2026-11-12 09:40
           +1 more: Birchfall Courier
        4. Quillfield's last typewriter repair shop finds a new owner
           Quillfield Daily Wire · 2026-11-05 10:25
        5. Shipbuilder Orrin & Vale posts its first profit in four years
           Gullhaven Ledger · 2026-10-22 15:30
        6. Gullhaven port handles record container volume in September
           Gullhaven Ledger · 2026-10-03 13:15
        alice@local:headlines> open 1
        Cobalt Bay solar farm secures $240 million in local bonds
        =========================================================
        Source:    Gullhaven Ledger
        Author:    Marisol Vantreece
        Published: 2026-11-18 14:05 UTC

        The Cobalt Bay Energy Cooperative says the bond sale will pay for the second
        phase of its hillside solar farm. Most buyers were pension funds from three
        nearby counties.

        The Cobalt Bay Energy Cooperative closed its largest bond sale on Tuesday,
        raising $240 million for the second phase of its hillside solar farm. Treasurer
        Odile Farnsworth said demand was nearly twice the amount on offer. The
        cooperative expects the new panels to come online before the end of next… [+1874
        chars]

        URL: https://gullhaven-ledger.example/2026/11/cobalt-bay-solar-farm-bonds
        alice@local:article> back
        Top headlines: business, your country (6 articles)
        ──────────────────────────────────────────────────
        1. Cobalt Bay solar farm secures $240 million in local bonds
           Gullhaven Ledger · 2026-11-18 14:05 · read
           +2 more: Ferrobyte Review, Northern Lantern Science
        2. Drone delivery start-up Parcelwing raises $45 million
           Ferrobyte Review · 2026-11-15 18:00
        3. Tessaline Foods agrees to buy Orchard Row Grocers
           Gullhaven Ledger · 2026-11-12 09:40
           +1 more: Birchfall Courier
        4. Quillfield's last typewriter repair shop finds a new owner
           Quillfield Daily Wire · 2026-11-05 10:25
        5. Shipbuilder Orrin & Vale posts its first profit in four years
           Gullhaven Ledger · 2026-10-22 15:30
        6. Gullhaven port handles record container volume in September
           Gullhaven Ledger · 2026-10-03 13:15
        alice@local:headlines> quit

        """

    /// What the second run prints: the kept home screen, categories, a source, then the login flow after
    /// logout; the article the first run opened is marked read wherever it is listed.
    static let secondRunTranscript = """
        Top headlines in US
        ───────────────────
        1. Chipmaker Norrvane shows a sensor that runs for years on a coin cell
           Ferrobyte Review · 2026-11-20 15:45
        2. The software that will steer Cobalt Bay's new solar panels minute by minute
           Ferrobyte Review · 2026-11-18 21:30
           +2 more: Gullhaven Ledger, Northern Lantern Science
        3. Drone delivery start-up Parcelwing raises $45 million
           Ferrobyte Review · 2026-11-15 18:00
        4. Storm Eleni brings gales and flooding to the Quillfield shore
           Quillfield Daily Wire · 2026-11-15 07:10
        5. Quillfield Comets' rookie point guard scores 41 in her debut
           Quillfield Daily Wire · 2026-11-14 19:15

        Business in US
        ──────────────
        6. Tessaline Foods agrees to buy Orchard Row Grocers
           Gullhaven Ledger · 2026-11-12 09:40
           +1 more: Birchfall Courier
        7. Quillfield's last typewriter repair shop finds a new owner
           Quillfield Daily Wire · 2026-11-05 10:25
        8. Shipbuilder Orrin & Vale posts its first profit in four years
           Gullhaven Ledger · 2026-10-22 15:30
        9. Gullhaven port handles record container volume in September
           Gullhaven Ledger · 2026-10-03 13:15
        alice@local:home> categories
        Categories
        ──────────
        1. business
        2. entertainment
        3. general
        4. health
        5. science
        6. sports
        7. technology
        alice@local:categories> open 2
        Top headlines: entertainment, your country (3 articles)
        ───────────────────────────────────────────────────────
        1. Indie game 'Moss & Meridian' tops the download charts in its first week
           Ferrobyte Review · 2026-11-14 16:40
        2. Bandleader Ottilie Marsh announces a farewell tour of small towns
           Quillfield Daily Wire · 2026-11-03 19:30
        3. Quillfield drive-in reopens with a week of silent films and a live organ
           Quillfield Daily Wire · 2026-10-11 21:00
        alice@local:headlines> sources
        Sources (10 sources)
        ────────────────────
         1. Birchfall Courier [birchfall-courier]
            business · ca · en · 9 articles
            Fictional sample source: business and community news from the invented Birc…
         2. Ferrobyte Review [ferrobyte-review]
            technology · us · en · 9 articles
            Fictional sample source: gadgets, software and start-ups, all invented.
         3. Gullhaven Ledger [gullhaven-ledger]
            business · us · en · 4 articles
            Fictional sample source: business and port news from the invented harbour c…
         4. Ironhollow Sports Desk [ironhollow-sports-desk]
            sports · us · en · 6 articles
            Fictional sample source: results and features on invented teams, leagues an…
         5. Larkspur Stage & Screen [larkspur-stage-and-screen]
            entertainment · gb · en · 5 articles
            Fictional sample source: theatre, film, music and festivals, with invented…
         6. Le Héraut de Lac-Brumeux [le-heraut-de-lac-brumeux]
            general · ca · fr · 8 articles
            Fictional sample source: French-language local news from the invented villa…
         7. Northern Lantern Science [northern-lantern-science]
            science · ca · en · 6 articles
            Fictional sample source: weather, wildlife, astronomy and research from inv…
         8. Quillfield Daily Wire [quillfield-daily-wire]
            general · us · en · 11 articles
            Fictional sample source: general news for the invented coastal town of Quil…
         9. The Kestrelmere Post [kestrelmere-post]
            general · gb · en · 13 articles
            Fictional sample source: a morning paper for the invented market town of Ke…
        10. Thistlecombe Health Journal [thistlecombe-health-journal]
            health · gb · en · 6 articles
            Fictional sample source: clinics, studies and public health in the invented…
        alice@local:sources> 3
        Gullhaven Ledger [gullhaven-ledger]
        ===================================
        Category: business
        Country:  us
        Language: en
        Articles: 4
        URL:      https://gullhaven-ledger.example

        Fictional sample source: business and port news from the invented harbour city
        of Gullhaven.

        Latest articles (4 articles)
        ────────────────────────────
        1. Cobalt Bay solar farm secures $240 million in local bonds
           Gullhaven Ledger · 2026-11-18 14:05 · read
           +2 more: Ferrobyte Review, Northern Lantern Science
        2. Tessaline Foods agrees to buy Orchard Row Grocers
           Gullhaven Ledger · 2026-11-12 09:40
           +1 more: Birchfall Courier
        3. Shipbuilder Orrin & Vale posts its first profit in four years
           Gullhaven Ledger · 2026-10-22 15:30
        4. Gullhaven port handles record container volume in September
           Gullhaven Ledger · 2026-10-03 13:15
        alice@local:source> logout
        Signed out.
        \(ExpectedText.welcome)
        newsdesk> help
        \(ExpectedText.loginHelp)
        newsdesk> quit

        """
}

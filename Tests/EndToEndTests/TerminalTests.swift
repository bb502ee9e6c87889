import FakeNewsAPIProcess
import Foundation
import Testing

/// newsdesk at a real terminal, through a pseudo-terminal (pexpect drives the built binary):
/// the hidden key at sign-in, Ctrl-C during a load, Ctrl-Z (at the prompt and at a hidden field),
/// colour, `browse`, completion, widths, relative dates, the pager and `--json`; and, on
/// console-probe, that the main actor runs while the prompt waits.
@Suite("At a real terminal")
struct TerminalTests {
    /// `Tests/Terminal/NAME`, found from this file.
    static func script(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Terminal/\(name)")
    }

    @Test("the key is asked hidden, never shown, and the history holds only commands")
    func keyIsHidden() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                let key = FakeNewsAPIProcess.paidKey
                let seen = try await Self.run(NewsAPISignIn.self, [home.path, service.url, key])
                #expect(seen.exit_status == 0)
                let shown = seen.shown
                #expect(!shown.contains(key), "the key never reaches the screen")
                #expect(shown.contains("Signed in to NewsAPI.org."))
                // whoami's line is longer than the 100 columns and is wrapped between words.
                let words = shown.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                #expect(words.contains("with the key ****************************0001"), "\(shown)")
                #expect(seen.history == "newsapi\nwhoami\nquit\n")
                #expect(home.filesContaining(Data(key.utf8)) == [home.path + "/credentials/newsapi-key"])
            }
        }
    }

    @Test("a password or key typed on a command's line is refused and reaches neither the history nor any file")
    func secretOnTheCommandLine() async throws {
        try await TestHome.with { home in
            let password = "correct-horse-42"
            let seen = try await Self.run(SecretNotInHistory.self, [home.path, "http://127.0.0.1:9", password])
            #expect(seen.exit_status == 0)
            #expect(seen.shown.contains("unexpected argument"), "\(seen.shown)")
            #expect(seen.history == "signup\nquit\n")
            for secret in [password, "Sup3rPass", "0123456789abcdefSECRET"] {
                #expect(home.filesContaining(Data(secret.utf8)).isEmpty, "\(secret) was written to disk")
            }
        }
    }

    @Test("Ctrl-C cancels the request in flight, the prompt is back within 200 ms, and neither the next prompt nor the first retry sees it")
    func ctrlCCancelsTheLoad() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                try await Self.signIn(home, to: service)

                let seen = try await Self.run(CtrlCCancelsLoad.self, [home.path, service.url])
                let elapsed = seen.prompt_ms
                #expect(elapsed < 200, "the prompt came back \(elapsed) ms after Ctrl-C")
                #expect(Self.withoutStyles(seen.shown).contains("Failed: cancelled"), "\(seen.shown)")
                #expect(!seen.after.contains("^C"), "no prompt line of its own for the load's Ctrl-C: \(seen.after)")
                #expect(seen.after.contains("newsapi, signed in to NewsAPI.org"), "\(seen.after)")
                let retried = Self.withoutStyles(seen.retried)
                #expect(
                    retried.contains("Search: fault-slow-10 harbour") && !retried.contains("cancelled"), "the first retry runs: \(retried)")
                #expect(seen.exit_status == 0)
            }
        }
    }

    @Test("Ctrl-C stops the source look-up before 'source ID' and 'subscribe' at once, over a slow service; nothing is kept")
    func ctrlCStopsActions() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                try await Self.signIn(home, to: service)

                let seen = try await Self.run(CtrlCStopsActions.self, [home.path, service.url])
                // The service answers after ten seconds: back well before that is "at once", on busy cores too.
                #expect(seen.source_ms < 5_000, "the prompt came back \(seen.source_ms) ms after Ctrl-C on the look-up")
                #expect(Self.withoutStyles(seen.source).contains("error: cancelled"), "\(seen.source)")
                #expect(
                    Self.withoutStyles(seen.source_after).contains("The Harborview Herald"),
                    "the source opens once asked again: \(seen.source_after)")
                #expect(seen.subscribe_ms < 5_000, "the prompt came back \(seen.subscribe_ms) ms after Ctrl-C on subscribe")
                #expect(Self.withoutStyles(seen.subscribe).contains("error: cancelled"), "\(seen.subscribe)")
                #expect(Self.withoutStyles(seen.feeds).contains("No feeds yet."), "nothing was subscribed: \(seen.feeds)")
                #expect(seen.read_ms < 5_000, "the prompt came back \(seen.read_ms) ms after Ctrl-C on read")
                #expect(
                    Self.withoutStyles(seen.read).contains("Failed: cancelled"),
                    "a load cancelled shows its failure, with retry: \(seen.read)")
                #expect(seen.exit_status == 0)
            }
        }
    }

    @Test("fetch at a terminal shows its progress, and Ctrl-C stops the feed still awaited, keeping what arrived")
    func fetchProgressAndCtrlC() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                try await Scripts.signUpAliceAndQuit(in: home)
                let urls = home.root.appendingPathComponent("urls")
                try Data(
                    "\(service.url)/feeds/rss2.xml\n\(service.url)/feeds/atom.xml\n\(service.url)/feeds/slow/rdf.xml\n".utf8
                ).write(to: urls)
                #expect(try await home.run(["import", "--format", "newsboat", urls.path]).status == 0)

                let seen = try await Self.run(FetchProgress.self, [home.path, service.url])
                #expect(seen.progress == "Fetching feeds: 2/3, 3 new articles")
                let stopped = Self.withoutStyles(seen.stopped)
                #expect(stopped.contains("Harbourside Gazette: 2 new articles"), "\(stopped)")
                #expect(stopped.contains("Quillby Engineering: 1 new article"), "\(stopped)")
                #expect(stopped.contains("Stopped. Fetched 2 feeds: 3 new articles."), "\(stopped)")
                let feeds = Self.withoutStyles(seen.feeds)
                #expect(feeds.contains("Harbourside Gazette (2 unread)"), "what arrived before Ctrl-C was kept: \(feeds)")
                #expect(feeds.contains("slow/rdf.xml · never fetched"), "\(feeds)")
                #expect(seen.exit_status == 0)
            }
        }
    }

    @Test("while the prompt waits, due feeds are fetched and what arrived is said above the half-typed line, which goes on")
    func backgroundFetchAnnounces() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                try await Scripts.signUpAliceAndQuit(in: home)
                let urls = home.root.appendingPathComponent("urls")
                try Data("\(service.url)/feeds/rss2.xml\n\(service.url)/feeds/atom.xml\n".utf8).write(to: urls)
                #expect(try await home.run(["import", "--format", "newsboat", urls.path]).status == 0)

                let seen = try await Self.run(BackgroundFetch.self, [home.path, service.url])
                #expect(seen.announced == "3 new articles in 2 feeds; 'unread' lists them.")
                #expect(Self.withoutStyles(seen.search).contains("Ferry timetable changes for the winter"), "\(seen.search)")
                #expect(seen.exit_status == 0)
            }
        }
    }

    @Test("Ctrl-C at an empty prompt, on a half-typed line and to leave the pager is spent there: the next sign-in and loads run")
    func ctrlCBelongsToItsMoment() async throws {
        try await TestHome.with { home in
            try await Scripts.signUpAliceAndQuit(in: home)

            let seen = try await Self.run(CtrlCAtPrompt.self, [home.path, "alice", Scripts.password])
            let signin = Self.withoutStyles(seen.signin_after_empty_prompt)
            #expect(
                signin.contains("Signed in as alice.") && !signin.contains("cancelled"),
                "sign-in after Ctrl-C at an empty prompt: \(signin)")
            for (name, shown, heading) in [
                ("at an empty prompt", seen.search_after_empty_prompt, "Search: harbour"),
                ("on a half-typed line", seen.search_after_half_line, "Search: ferry"),
                ("to leave the pager", seen.search_after_pager, "Search: council"),
            ] {
                let text = Self.withoutStyles(shown)
                #expect(text.contains(heading) && !text.contains("cancelled"), "a search after Ctrl-C \(name): \(text)")
            }
            #expect(
                seen.half_line_abandoned.contains("unknown command 'ry'"),
                "the half-typed line was abandoned: \(seen.half_line_abandoned)")
            #expect(seen.exit_status == 0)
        }
    }

    @Test("browse N at a terminal runs $BROWSER with the article's address as its one argument")
    func browseRunsTheBrowser() async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                try await Self.signIn(home, to: service)
                let record = home.root.appendingPathComponent("opened")
                let browser = try home.writeScript(named: "browser.sh", "#!/bin/sh\nprintf '%s|%s' \"$#\" \"$1\" > '\(record.path)'\n")
                chmod(browser.path, 0o755)

                let seen = try await Self.run(BrowseOpensBrowser.self, [home.path, service.url, browser.path])
                #expect(seen.exit_status == 0)
                let recorded = try String(contentsOf: record, encoding: .utf8)
                #expect(recorded.hasPrefix("1|https://"), "one argument, the address: \(recorded)")
                #expect(seen.shown.contains("Opened \(recorded.dropFirst(2))"), "\(seen.shown)")
            }
        }
    }

    @Test("colour on a terminal by default; none with NO_COLOR or --no-color", arguments: ["default", "NO_COLOR", "--no-color"])
    func colour(mode: String) async throws {
        try await FakeNewsAPIProcess.with { service in
            try await TestHome.with { home in
                try await Self.signIn(home, to: service)

                let seen = try await Self.run(Colour.self, [home.path, service.url, mode])
                let shown = seen.shown
                let styled = shown.contains("\u{1B}[1mTop headlines: technology") && shown.contains("\u{1B}[1;36m 1. \u{1B}[0m")
                #expect(styled == (mode == "default"), "\(mode): \(shown.prefix(400))")
                if mode != "default" {
                    #expect(Self.withoutStyles(shown) == shown, "no SGR sequence at all with \(mode)")
                }
                #expect(Self.withoutStyles(shown).contains("Top headlines: technology, your country"))
            }
        }
    }

    @Test("Ctrl-Z at the prompt stops newsdesk with the terminal given back; continuing redraws the line being typed")
    func ctrlZSuspends() async throws {
        try await TestHome.with { home in
            try await Scripts.signUpAliceAndQuit(in: home)

            let seen = try await Self.run(CtrlZSuspends.self, [home.path])
            #expect(seen.stopped, "the process stopped")
            #expect(seen.echo_restored, "the terminal echoes again while newsdesk is stopped")
            #expect(Self.withoutStyles(seen.shown).contains("alice, signed in to the local catalog"), "\(seen.shown)")
            #expect(seen.exit_status == 0)
        }
    }

    @Test(
        "Ctrl-Z at a hidden password stops newsdesk with echo given back; after fg the field is hidden again, keeps what was typed, and signs in"
    )
    func ctrlZAtHiddenField() async throws {
        try await TestHome.with { home in
            let password = "zebra-crossing-77"
            let setup = try await home.run(input: Scripts.signUp(user: "alice", password: password) + "logout\nquit\n")
            try #require(setup.status == 0, "\(setup.stderr)")

            let seen = try await Self.run(CtrlZHiddenField.self, [home.path, "alice", password])
            #expect(seen.read_before_stop, "newsdesk read the first half before the stop")
            #expect(seen.stopped, "the process stopped")
            #expect(seen.echo_restored, "the terminal echoes again while newsdesk is stopped")
            #expect(seen.echo_hidden_again, "after fg the field is hidden again")
            #expect(!seen.password_shown, "no part of the password reached the screen")
            #expect(Self.withoutStyles(seen.shown).contains("Signed in as alice."), "\(seen.shown)")
            #expect(seen.exit_status == 0)
        }
    }

    @Test("SIGTERM at the prompt and SIGHUP at a hidden field end newsdesk by the signal, with echo and line mode given back first")
    func signalsRestoreTheTerminal() async throws {
        try await TestHome.with { home in
            try await Scripts.signUpAliceAndQuit(in: home)

            let seen = try await Self.run(SignalRestoresTerminal.self, [home.path])
            let normal = SignalEnd.Modes(echo: true, line_mode: true)
            let raw = SignalEnd.Modes(echo: false, line_mode: false)
            for (name, end, signal) in [
                ("SIGTERM at the prompt", seen.term_at_prompt, SIGTERM), ("SIGHUP at a hidden field", seen.hup_at_hidden_field, SIGHUP),
            ] {
                #expect(end.while_reading == raw, "\(name): newsdesk had the terminal")
                #expect(end.after == normal, "\(name): the terminal is put back")
                #expect(end.signal == signal, "\(name): ended by the signal")
            }
        }
    }

    @Test(
        "Tab completes a command at once, a source id once the ids have been fetched in the background, open N to the numbers on screen, and nothing at a field"
    )
    func tabCompletes() async throws {
        try await TestHome.with { home in
            try await Scripts.signUpAliceAndQuit(in: home)

            let seen = try await Self.run(TabCompletes.self, [home.path])
            #expect(seen.source_completed)
            #expect(
                seen.numbers_offered == (1...20).map(String.init), "open <Tab><Tab> on a page of headlines: \(seen.numbers_offered)")
            #expect(
                seen.field_answer.contains("'who' is not a two-letter country code"),
                "Tab at a field completes nothing: \(seen.field_answer)")
            #expect(Self.withoutStyles(seen.shown).contains("Gullhaven Ledger [gullhaven-ledger]"), "\(seen.shown)")
            #expect(seen.exit_status == 0)
        }
    }

    @Test("at a terminal, list lines date articles relative to now (or by day when older); the article keeps its absolute date")
    func relativeDates() async throws {
        try await TestHome.with { home in
            try await Scripts.signUpAliceAndQuit(in: home)

            let seen = try await Self.run(RelativeDates.self, [home.path])
            let dates = seen.list_dates
            #expect(dates.count == 20)
            for date in dates {
                let relative = date.wholeMatch(of: /just now|(in )?[0-9]+ (min|h|days?)( ago)?|[0-9]{1,2} [A-Z][a-z]{2} [0-9]{4}/) != nil
                #expect(relative, "not a relative date or a day: \(date)")
            }
            #expect(
                seen.published.wholeMatch(of: /Published: [0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2} UTC/) != nil,
                "\(seen.published)")
            #expect(seen.exit_status == 0)
        }
    }

    @Test("--json at a terminal: prompts, echo and completion lists on the terminal, only JSON lines on standard output")
    func jsonAtTerminal() async throws {
        try await TestHome.with { home in
            try await Scripts.signUpAliceAndQuit(in: home)
            let output = home.root.appendingPathComponent("records.jsonl")

            let seen = try await Self.run(JSONAtTerminal.self, [home.path, output.path])
            #expect(seen.numbers_offered == (1...20).map(String.init))
            #expect(seen.shown.contains("open 3"), "\(seen.shown)")
            let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.last == "", "the last record ends its line")
            let records = lines.dropLast().map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            #expect(records.allSatisfy { $0 != nil }, "every line is a JSON object: \(lines.prefix(3))")
            #expect(
                records.count == 7 + 20 + 1,
                "home's 7 articles (the sample's general section repeats one top headline, shown once), a page of 20 headlines, the opened article"
            )
            #expect(records.last??["n"] == nil && records.last??["url"] is String)
            #expect(seen.exit_status == 0)
        }
    }

    @Test("lists and articles fit 32 and 200 columns, and the new width after a resize")
    func fitsTheWidth() async throws {
        try await TestHome.with { home in
            try await Scripts.signUpAliceAndQuit(in: home)

            let seen = try await Self.run(TerminalWidth.self, [home.path, "32", "200", "60"])
            let widths = seen.widths
            #expect(widths.map(\.width) == [32, 200, 60])
            for shown in widths {
                #expect(shown.list <= shown.width, "list at \(shown.width) columns: \(shown.list)")
                #expect(shown.article <= shown.width, "article at \(shown.width) columns: \(shown.article)")
            }
            #expect(widths.first?.ellipsis == true, "at 32 columns a cut detail line (source and relative date) ends with an ellipsis")
            #expect((widths.dropFirst().first?.list ?? 0) > 80, "at 200 columns lines are not held to 80")
            #expect(seen.exit_status == 0)
        }
    }

    @Test("at 40 columns help, a usage error and an error with a suggestion wrap between words within the width")
    func wrapsAtForty() async throws {
        try await TestHome.with { home in
            try await Scripts.signUpAliceAndQuit(in: home)

            let seen = try await Self.run(WrapAt40.self, [home.path])
            let wrapped = seen.wrapped
            #expect(wrapped.map(\.command) == ["help", "search", "sources --country uk", "help search"])
            for shown in wrapped {
                #expect(shown.widest <= 40, "'\(shown.command)' wrote a line of \(shown.widest) columns:\n\(shown.text)")
            }
            let suggestion = wrapped.first { $0.command.hasPrefix("sources") }?.text ?? ""
            #expect(
                suggestion.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("codes the United Kingdom gb"),
                "\(suggestion)")
            #expect(seen.exit_status == 0)
        }
    }

    @Test(
        "an article taller than the screen goes through less, short output and a list's page (sized to the screen) do not, Ctrl-C in less returns to a working prompt, and timing's line comes after the pager"
    )
    func pager() async throws {
        try await TestHome.with { home in
            try await Scripts.signUpAliceAndQuit(in: home)

            let seen = try await Self.run(Pager.self, [home.path])
            #expect(!seen.short_paged)
            #expect(!seen.list_paged, "a list is never paged: the next command is typed at once")
            // The page is sized before its titles are known: 3 articles of two lines each fit the 12 rows,
            // though a title wrapped to a second line can push the heading off the top.
            #expect(seen.list_items == 3, "a list's page is sized to the 12 rows: \(seen.list_items) items, \(seen.list_lines) lines")
            #expect(seen.tall_paged)
            #expect(seen.pager_utf8, "less shows the article's accents as letters, not as bytes")
            #expect(seen.after.contains("alice, signed in to the local catalog"), "\(seen.after)")
            #expect(
                seen.timed.contains(/Time: [0-9]+\.[0-9]{3} ms\n/),
                "with timing on, the time after leaving the pager: \(seen.timed)")
            #expect(seen.exit_status == 0)
        }
    }

    @Test("PAGER=less with LESS unset shows colour, not escape sequences: less runs with LESS=FRX, as git does")
    func pagerLessWithoutLESS() async throws {
        try await TestHome.with { home in
            try await Scripts.signUpAliceAndQuit(in: home)

            let seen = try await Self.run(PagerLess.self, [home.path])
            let shown = seen.shown
            #expect(!shown.contains("ESC["), "less shows the styles as text: \(shown.prefix(300))")
            #expect(shown.contains("\u{1B}[1mLa fromagerie"), "the title reaches the terminal bold: \(shown.prefix(300))")
            #expect(seen.exit_status == 0)
        }
    }

    @Test(
        "sign-up: a wrong confirmation asks the password again, uk is asked again with 'did you mean gb', and Ctrl-C at Country keeps the account with the defaults"
    )
    func signUpAsksAgain() async throws {
        try await TestHome.with { home in
            let seen = try await Self.run(SignUpAsksAgain.self, [home.path])
            #expect(
                seen.after_mismatch.contains("the passwords do not match; type the password again"), "\(seen.after_mismatch)"
            )
            #expect(seen.after_uk.contains("did you mean 'gb'?"), "\(seen.after_uk)")
            let shown = Self.withoutStyles(seen.shown)
            #expect(
                shown.replacingOccurrences(of: "\n", with: " ").contains(
                    "You are signed in; newsdesk uses the defaults, country us, categories general."), "\(shown)")
            // The Ctrl-C pressed at the field belongs to it alone: the saving that follows is not
            // cancelled, and the session goes on to home (it latched before issue 14, item 1).
            #expect(seen.landed == "home", "\(shown)")
            #expect(shown.contains("Top headlines in US"), "home follows: \(shown)")
            #expect(seen.after.map(Self.withoutStyles)?.contains("alice, signed in to the local catalog") == true, "\(seen.after ?? "")")
            #expect(seen.exit_status == 0)
        }
    }

    @Test(
        "the main actor runs while the prompt waits: a task started before it announces above the prompt with no key pressed, the line typed is kept, and Tab completes what the task added; at a hidden field too"
    )
    func mainActorRunsWhileThePromptWaits() async throws {
        let seen = try await Self.run(PromptWaits.self, executable: try NewsdeskRun.executableURL(named: "console-probe"), [])

        #expect(seen.announced_at_prompt, "the announcement came above the prompt, drawn again with the half-typed line")
        #expect(seen.line_read == "half", "the line typed before and after the announcement is read as one")
        #expect(seen.completed == "gamma1 ", "Tab completes the word the main-actor task added while the prompt waited")
        #expect(seen.secret_read == "14 characters", "the hidden field keeps what was typed before the announcement")
        #expect(!seen.secret_shown, "no part of the secret reached the screen")
        #expect(seen.announced_as_prompt_came, "an announcement made as the next prompt came up was said with no key pressed")
        #expect(seen.exit_status == 0)
    }

    @Test("a scripted session never pages, whatever $PAGER says")
    func scriptsNeverPage() async throws {
        try await TestHome.with { home in
            let record = home.root.appendingPathComponent("paged")
            let pager = try home.writeScript(named: "pager.sh", "#!/bin/sh\ncat > '\(record.path)'\n")
            chmod(pager.path, 0o755)

            let result = try await home.run(
                input: Scripts.signUpAlice + "headlines\nquit\n", environment: ["PAGER": pager.path, "LINES": "5"])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: record.path))
            #expect(result.stdout.contains("Top headlines"))
        }
    }

    /// The text with every SGR (colour and weight) sequence taken out.
    static func withoutStyles(_ text: String) -> String {
        text.replacing(/\x1B\[[0-9;]*m/, with: "")
    }

    /// Signs `home` in to the fake service with the paid key, country us and category general.
    static func signIn(_ home: TestHome, to service: FakeNewsAPIProcess) async throws {
        let setup = try await home.run(
            ["--newsapi-url", service.url],
            input: "newsapi\n\(FakeNewsAPIProcess.paidKey)\nus\ngeneral\nquit\n"
        )
        try #require(setup.status == 0, "\(setup.stderr)")
    }

    /// Runs `Result`'s pexpect script on the built binary (its first argument) and reads what it saw.
    static func run<Result: TerminalScriptResult>(_ result: Result.Type, _ arguments: [String]) async throws -> Result {
        try await run(result, executable: try NewsdeskRun.executableURL(), arguments)
    }

    /// Runs `Result`'s pexpect script on `executable` (its first argument) and reads what it saw.
    ///
    /// A script that gave up (pexpect's timeout or end of file) fails the test with pexpect's error
    /// and the last of what it saw; one that left out a finding fails naming it.
    static func run<Result: TerminalScriptResult>(
        _ result: Result.Type,
        executable: URL,
        _ arguments: [String]
    ) async throws -> Result {
        if let missing = missingTool { throw TerminalTestFailure.missing(missing) }
        let name = Result.script
        let output = try await output(of: name, [executable.path] + arguments)
        let data = Data(output.utf8)
        guard let end = try? JSONDecoder().decode(ScriptEnd.self, from: data) else {
            throw TerminalTestFailure.unreadable(script: name, output: String(output.prefix(800)))
        }
        if let error = end.error {
            throw TerminalTestFailure.gaveUp(script: name, error: error, seen: end.seen ?? "")
        }
        do {
            return try JSONDecoder().decode(Result.self, from: data)
        } catch let error as DecodingError {
            throw TerminalTestFailure.incomplete(
                script: name, problem: TerminalTestFailure.words(for: error), output: String(output.prefix(800)))
        }
    }

    /// Why a terminal test could not run, in words that say what to install or what went wrong.
    enum TerminalTestFailure: Error, CustomStringConvertible {
        /// python3 or pexpect is not installed.
        case missing(String)
        /// The pexpect script printed something that is not its JSON result.
        case unreadable(script: String, output: String)
        /// pexpect gave up waiting (its error's name) after seeing `seen`.
        case gaveUp(script: String, error: String, seen: String)
        /// The script's JSON lacks a finding its result type needs, or has one of another type.
        case incomplete(script: String, problem: String, output: String)

        var description: String {
            switch self {
            case .missing(let what):
                "terminal tests need \(what)"
            case .unreadable(let script, let output):
                "\(script) printed no JSON result (did it crash?); it printed: \(output.isEmpty ? "nothing" : output)"
            case .gaveUp(let script, let error, let seen):
                "\(script): pexpect: \(error) after \(seen)"
            case .incomplete(let script, let problem, let output):
                "\(script)'s result \(problem); it printed: \(output)"
            }
        }

        /// A decoding failure in words: which key is missing or of which wrong type, and where.
        static func words(for error: DecodingError) -> String {
            func path(_ keys: [any CodingKey]) -> String {
                keys.isEmpty ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            }
            switch error {
            case .keyNotFound(let key, let context):
                let within = context.codingPath.isEmpty ? "" : " in \(path(context.codingPath))"
                return "lacks '\(key.stringValue)'\(within)"
            case .valueNotFound(_, let context):
                return "has null for '\(path(context.codingPath))', which it must write"
            case .typeMismatch(let type, let context):
                return "has '\(path(context.codingPath))' that is not \(type)"
            case .dataCorrupted(let context):
                return "is not JSON at \(path(context.codingPath)): \(context.debugDescription)"
            @unknown default:
                return "cannot be read: \(error)"
            }
        }
    }

    /// The Python that runs the pexpect scripts: the first of `python3` on the PATH and Debian's own
    /// (`/usr/bin/python3`, which `make deps` gives pexpect through `python3-pexpect`) that imports
    /// pexpect; nil when none does.
    static let python: [String]? = {
        for candidate in [["/usr/bin/env", "python3"], ["/usr/bin/python3"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: candidate[0])
            process.arguments = Array(candidate.dropFirst()) + ["-c", "import pexpect"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            process.waitUntilExit()
            if process.terminationStatus == 0 { return candidate }
        }
        return nil
    }()

    /// What the terminal tests need and the machine lacks, asked once: nil when a python3 with pexpect is there.
    static let missingTool: String? =
        python == nil ? "a python3 with pexpect (`make deps` installs Debian's python3-pexpect)" : nil

    /// Runs a pexpect script with python3 and returns its standard output.
    ///
    /// The waiting happens on a thread of its own: a script takes seconds, and blocking one of the
    /// few threads of the shared pool that long starves every other test running meanwhile.
    static func output(of name: String, _ arguments: [String]) async throws -> String {
        let python = Self.python ?? ["/usr/bin/env", "python3"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python[0])
        process.arguments = Array(python.dropFirst()) + [script(name).path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: String(decoding: data, as: UTF8.self))
            }
        }
    }
}

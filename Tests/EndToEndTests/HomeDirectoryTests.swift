import Foundation
import Testing

/// Where newsdesk keeps its files, when it creates them, and that no secret ever lands in them.
@Suite("Home directory and secrets")
struct HomeDirectoryTests {
    @Test("NEWSDESK_HOME is honoured like --home: every file lands there and nowhere else")
    func environmentHomeIsHonoured() async throws {
        try await TestHome.with { home in
            let result = try await home.run(
                input: Scripts.signUpAlice + "quit\n",
                environment: ["NEWSDESK_HOME": home.path],
                passHome: false
            )
            #expect(result.status == 0, "\(result.stderr)")
            #expect(home.contains("accounts.sqlite"))
            #expect(home.contains("catalog.sqlite"))
            let elsewhere = home.allFiles().filter { !$0.path.hasPrefix(home.url.path + "/") }
            #expect(elsewhere.isEmpty, "files outside the home: \(elsewhere.map(\.path))")
        }
    }

    /// How the home directory is named to newsdesk.
    enum HomeChoice: String, CaseIterable, CustomTestStringConvertible {
        case option = "--home"
        case environment = "NEWSDESK_HOME"
        var testDescription: String { rawValue }
    }

    @Test("A session that signs in to nothing keeps its accounts there and never creates the catalog", arguments: HomeChoice.allCases)
    func noCatalogWithoutNews(choice: HomeChoice) async throws {
        try await TestHome.with { home in
            let result = try await home.run(
                input: "help\nhelp signup\nquit\n",
                environment: choice == .environment ? ["NEWSDESK_HOME": home.path] : [:],
                passHome: choice == .option
            )
            #expect(result.status == 0, "\(result.stderr)")
            #expect(home.contains("accounts.sqlite"))
            #expect(!home.contains("catalog.sqlite"), "the catalog must be created only when news is needed")
        }
    }

    @Test("The catalog is created in NEWSDESK_HOME once news is needed")
    func catalogIsCreatedWhenNewsIsNeeded() async throws {
        try await TestHome.with { home in
            let result = try await home.run(
                input: Scripts.signUpAlice + "quit\n",
                environment: ["NEWSDESK_HOME": home.path],
                passHome: false
            )
            #expect(home.contains("catalog.sqlite"))
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    @Test("The credentials directory is private to its owner (mode 0700)")
    func credentialsDirectoryIsPrivate() async throws {
        try await TestHome.with { home in
            let result = try await home.run(input: "quit\n")
            #expect(result.status == 0)
            let credentials = home.url.appendingPathComponent("credentials")
            if FileManager.default.fileExists(atPath: credentials.path) {
                let attributes = try FileManager.default.attributesOfItem(atPath: credentials.path)
                let mode = try #require(attributes[.posixPermissions] as? NSNumber).intValue
                #expect(mode & 0o077 == 0, "credentials directory mode is \(String(mode, radix: 8))")
            }
        }
    }

    @Test("A password never appears in any file under the home, WAL and SHM files included, nor in stdout or stderr")
    func passwordIsNeverStored() async throws {
        let password = "Zebra-Quartz-9931"
        try await TestHome.with { home in
            let process = try home.start()
            process.send(
                Scripts.signUp(user: "alice", password: password)
                    + "headlines\nlogout\n"
                    + "signin alice\n\(password)\n"
                    + "whoami\n"
            )
            // newsdesk flushes its output before it reads the next line, so once whoami's answer is out
            // it is waiting at the prompt with its databases (and their WAL and SHM files) open.
            let waiting = await process.waitForOutput(containing: "alice, signed in")
            #expect(waiting, "newsdesk never answered whoami")
            let liveFiles = home.allFiles()
            #expect(
                liveFiles.contains { $0.lastPathComponent == "accounts.sqlite-wal" }, "the live search must cover the account store's WAL")
            expectNoFile(in: home, contains: password, when: "while newsdesk runs")

            process.send("quit\n")
            let result = try await process.finish()
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdoutData.range(of: Data(password.utf8)) == nil)
            #expect(result.stderrData.range(of: Data(password.utf8)) == nil)
            #expect(home.allFiles().contains { $0.lastPathComponent == "accounts.sqlite" }, "the search must cover the account store")
            expectNoFile(in: home, contains: password, when: "after newsdesk ended")
        }
    }

    /// Expects no file under the home's root to hold `secret`, in UTF-8 or either UTF-16 byte order.
    private func expectNoFile(
        in home: TestHome,
        contains secret: String,
        when moment: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for encoding in [String.Encoding.utf8, .utf16LittleEndian, .utf16BigEndian] {
            guard let needle = secret.data(using: encoding) else { continue }
            let leaks = home.filesContaining(needle)
            #expect(leaks.isEmpty, "\(moment), the secret (\(encoding)) is in: \(leaks)", sourceLocation: sourceLocation)
        }
    }
}

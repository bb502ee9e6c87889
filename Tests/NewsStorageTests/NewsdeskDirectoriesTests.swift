import Foundation
import NewsdeskTestSupport
import Testing

@testable import NewsStorage

@Suite("Newsdesk directories")
struct NewsdeskDirectoriesTests {
    @Test func aHomeDirectoryHoldsEverything() {
        let directories = NewsdeskDirectories(home: "/srv/desk/", environment: ["HOME": "/home/ann"])
        #expect(directories.catalogPath == "/srv/desk/catalog.sqlite")
        #expect(directories.accountsPath == "/srv/desk/accounts.sqlite")
        #expect(directories.historyPath == "/srv/desk/history")
        #expect(directories.credentialsDirectory == "/srv/desk/credentials")
        #expect(directories.requiredDirectories == ["/srv/desk", "/srv/desk/credentials"])
    }

    @Test func theHomeOptionWinsOverTheEnvironment() {
        let environment = ["HOME": "/home/ann", "NEWSDESK_HOME": "/env/desk"]
        #expect(NewsdeskDirectories(home: "/flag/desk", environment: environment).catalogPath == "/flag/desk/catalog.sqlite")
        #expect(NewsdeskDirectories(home: nil, environment: environment).catalogPath == "/env/desk/catalog.sqlite")
        #expect(NewsdeskDirectories(home: "", environment: environment).historyPath == "/env/desk/history")
    }

    /// Blanks are spaces of any width and tabs, as Foundation's `CharacterSet.whitespaces` has them;
    /// anything else, a newline included, makes a value.
    @Test(
        arguments: [
            ("", nil), (" ", nil), ("\t \u{00A0}\u{2003}", nil), ("\u{3000}", nil), (" /srv/desk", " /srv/desk"), ("\n", "\n"),
        ] as [(String, String?)])
    func blankValuesCountAsUnset(value: String, kept: String?) {
        #expect(NewsdeskDirectories.nonEmpty(value) == kept)
        let fallback = NewsdeskDirectories(home: value, environment: ["HOME": "/home/ann"]).catalogPath
        #expect(fallback == (kept == nil ? "/home/ann/.local/share/newsdesk/catalog.sqlite" : "\(value)/catalog.sqlite"))
    }

    @Test func xdgDefaultsFollowTheHomeDirectory() {
        let directories = NewsdeskDirectories(home: nil, environment: ["HOME": "/home/ann"])
        #expect(directories.catalogPath == "/home/ann/.local/share/newsdesk/catalog.sqlite")
        #expect(directories.accountsPath == "/home/ann/.local/share/newsdesk/accounts.sqlite")
        #expect(directories.historyPath == "/home/ann/.local/state/newsdesk/history")
        #expect(directories.credentialsDirectory == "/home/ann/.config/newsdesk/credentials")
    }

    @Test func xdgVariablesAreHonoured() {
        let directories = NewsdeskDirectories(
            home: nil,
            environment: [
                "HOME": "/home/ann",
                "XDG_DATA_HOME": "/data/",
                "XDG_STATE_HOME": "/state",
                "XDG_CONFIG_HOME": "/config",
            ])
        #expect(directories.catalogPath == "/data/newsdesk/catalog.sqlite")
        #expect(directories.historyPath == "/state/newsdesk/history")
        #expect(directories.credentialsDirectory == "/config/newsdesk/credentials")
    }

    @Test func relativeOrEmptyXDGVariablesAreIgnored() {
        let directories = NewsdeskDirectories(
            home: nil,
            environment: [
                "HOME": "/home/ann", "XDG_DATA_HOME": "relative/data", "XDG_STATE_HOME": "",
            ])
        #expect(directories.catalogPath == "/home/ann/.local/share/newsdesk/catalog.sqlite")
        #expect(directories.historyPath == "/home/ann/.local/state/newsdesk/history")
    }

    @Test func createdDirectoriesArePrivateAndExistingOnesUntouched() throws {
        let root = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: root) }
        let existing = root.appendingPathComponent("data").path
        try FileManager.default.createDirectory(
            atPath: existing, withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o755])
        let directories = NewsdeskDirectories(
            home: nil,
            environment: [
                "HOME": root.path,
                "XDG_DATA_HOME": existing,
                "XDG_STATE_HOME": root.appendingPathComponent("deep/state").path,
                "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            ])
        try directories.createDirectories()
        try directories.createDirectories()  // a second run changes nothing

        func mode(_ path: String) throws -> Int {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            return ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1) & 0o777
        }
        #expect(try mode(existing) == 0o755)
        #expect(try mode(existing + "/newsdesk") == 0o700)
        #expect(try mode(root.appendingPathComponent("deep").path) == 0o700)
        #expect(try mode(root.appendingPathComponent("deep/state/newsdesk").path) == 0o700)
        #expect(try mode(directories.credentialsDirectory) == 0o700)
    }

    @Test func prepareCreatesTheParentsOfFiles() throws {
        let root = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: root) }
        let directories = NewsdeskDirectories(home: root.appendingPathComponent("home").path, environment: [:])
        try directories.prepare(directories.catalogPath, directories.historyPath)
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("home").path,
                isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
    }

    @Test func aFileInTheWayIsAPlainError() throws {
        let root = try TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: root) }
        let blocker = root.appendingPathComponent("blocker").path
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
        let directories = NewsdeskDirectories(home: blocker, environment: [:])
        #expect(throws: DirectoryError(path: blocker, reason: "a file with that name is in the way")) {
            try directories.createDirectories()
        }
    }
}

import Foundation

@testable import NewsCatalog

/// Files written for import tests: a temporary directory and small, hand-made data.
struct ImportFixture {
    /// The directory holding this fixture's files.
    let directory: URL

    /// Creates an empty temporary directory.
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("newsdesk-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Writes `text` to a file and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        try bytes(name, Array(text.utf8))
    }

    /// Writes bytes to a file and returns its path.
    func bytes(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// Gzips a file with the system's `gzip` and returns the `.gz` path.
    func gzip(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-kf", path]
        try process.run()
        process.waitUntilExit()
        return path + ".gz"
    }

    /// A UCI row: `ID TITLE URL PUBLISHER CATEGORY STORY HOSTNAME TIMESTAMP`.
    static func uciRow(
        _ id: Int, title: String, url: String? = nil, publisher: String = "Daily Planet",
        category: String = "b", story: String = "story-1", host: String = "www.dailyplanet.example",
        milliseconds: Int64 = 1_394_470_370_698
    ) -> String {
        [String(id), title, url ?? "http://www.dailyplanet.example/\(id)", publisher, category, story, host, String(milliseconds)]
            .joined(separator: "\t")
    }

    /// Removes the directory.
    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}

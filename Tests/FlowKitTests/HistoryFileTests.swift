import Foundation
import Testing

@testable import FlowKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("The history file: its owner's alone, never written through a link")
struct HistoryFileTests {
    /// A fresh directory, removed by `body`'s end.
    private func inDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("newsdesk-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    private func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? nil
    }

    @Test("a missing history file is made with mode 0600; one readable by others is brought to 0600")
    func modes() throws {
        try inDirectory { directory in
            let path = directory.appendingPathComponent("history").path
            #expect(HistoryFile.prepare(path) == nil)
            #expect(mode(path) == 0o600)
            #expect(chmod(path, 0o644) == 0)
            #expect(HistoryFile.prepare(path) == nil)
            #expect(mode(path) == 0o600)
        }
    }

    @Test("a history file that is a symbolic link is refused in words, and what it points at is untouched")
    func symbolicLink() throws {
        try inDirectory { directory in
            let target = directory.appendingPathComponent("elsewhere").path
            try Data("theirs\n".utf8).write(to: URL(fileURLWithPath: target))
            #expect(chmod(target, 0o644) == 0)
            let path = directory.appendingPathComponent("history").path
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            let refusal = try #require(HistoryFile.prepare(path))
            #expect(refusal.contains("symbolic link"))
            #expect(mode(target) == 0o644)
            // A link to nowhere is refused too, never made into a file where it points.
            let dangling = directory.appendingPathComponent("history2").path
            try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: directory.appendingPathComponent("made").path)
            #expect(HistoryFile.prepare(dangling) != nil)
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("made").path))
        }
    }
}

import Foundation
import Testing

@testable import FlowKit

@Suite("Script lines are read bounded")
struct FileLineReaderTests {
    @Test("a line longer than the bound keeps its start, the rest is read past, and the next line follows")
    func longLine() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("newsdesk-lines-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let long = String(repeating: "x", count: FileLineReader.maxLineBytes * 3)
        try Data("first\r\n\(long)\nnext\nlast".utf8).write(to: url)
        let reader = try #require(FileLineReader(path: url.path))
        #expect(reader.nextLine() == "first")
        #expect(reader.nextLine()?.utf8.count == FileLineReader.maxLineBytes)
        #expect(reader.nextLine() == "next")
        #expect(reader.nextLine() == "last")
        #expect(reader.nextLine() == nil)
    }
}

import Foundation

/// Fresh directories for tests that write files.
public enum TemporaryDirectory {
    /// A fresh directory under the system's temporary directory.
    public static func make() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("newsdesk-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

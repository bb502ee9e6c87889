import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh newsdesk home directory for one test, removed when the test ends.
///
/// It lives in a temporary root that also holds a private `HOME` and XDG directories, so even a run
/// that forgets `--home` never touches the developer's own files:
///
///     <root>/home   the newsdesk home (`--home` / `NEWSDESK_HOME`)
///     <root>/xdg    HOME and the XDG base directories of every run
struct TestHome: Sendable {
    /// The temporary root holding the home and the sandboxed XDG directories.
    let root: URL
    /// The newsdesk home directory.
    let url: URL

    /// The home directory's path.
    var path: String { url.path }

    /// Creates a fresh home, runs `body` with it, and removes everything afterwards.
    static func with<T>(
        _ body: (TestHome) async throws -> T
    ) async throws -> T {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("newsdesk-e2e-\(UUID().uuidString)", isDirectory: true)
        let home = TestHome(root: root, url: root.appendingPathComponent("home", isDirectory: true))
        defer { try? FileManager.default.removeItem(at: root) }
        for directory in [home.url] + home.sandboxDirectories {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        return try await body(home)
    }

    /// Runs newsdesk with `--home` pointing here (unless `passHome` is false), piping `input` to it;
    /// a run longer than `timeout` seconds (a hang, not slowness) is killed and fails the test.
    func run(
        _ arguments: [String] = [],
        input: String? = nil,
        environment: [String: String] = [:],
        passHome: Bool = true,
        timeout: Double = NewsdeskRun.hangLimit
    ) async throws -> NewsdeskResult {
        try await NewsdeskRun(
            arguments: (passHome ? ["--home", path] : []) + arguments,
            environment: sandboxEnvironment.merging(environment) { _, new in new },
            input: input,
            workingDirectory: root,
            timeout: timeout
        ).run()
    }

    /// Starts newsdesk with `--home` pointing here and a standard input the test feeds with ``NewsdeskProcess/send(_:)``.
    func start(_ arguments: [String] = []) throws -> NewsdeskProcess {
        try NewsdeskProcess.start(
            arguments: ["--home", path] + arguments,
            environment: sandboxEnvironment,
            workingDirectory: root
        )
    }

    /// Writes `text` to a file in the temporary root (not the home) and returns its URL.
    func writeScript(named name: String, _ text: String) throws -> URL {
        let url = root.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Whether a file named `name` exists directly in the home directory.
    func contains(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path)
    }

    /// Every regular file under the temporary root (home and sandbox), recursively, hidden files included.
    func allFiles() -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }

    /// The files under the temporary root whose bytes contain `needle`.
    func filesContaining(_ needle: Data) -> [String] {
        allFiles().compactMap { file in
            guard let bytes = try? Data(contentsOf: file) else {
                Issue.record("cannot read \(file.path)")
                return nil
            }
            return bytes.range(of: needle) == nil ? nil : file.path
        }
    }

    // MARK: - Sandbox

    private var sandbox: URL { root.appendingPathComponent("xdg", isDirectory: true) }

    private var sandboxDirectories: [URL] {
        ["user", "config", "data", "state", "cache"].map { sandbox.appendingPathComponent($0, isDirectory: true) }
    }

    /// HOME and the XDG base directories, all inside the sandbox.
    var sandboxEnvironment: [String: String] {
        [
            "HOME": sandbox.appendingPathComponent("user").path,
            "XDG_CONFIG_HOME": sandbox.appendingPathComponent("config").path,
            "XDG_DATA_HOME": sandbox.appendingPathComponent("data").path,
            "XDG_STATE_HOME": sandbox.appendingPathComponent("state").path,
            "XDG_CACHE_HOME": sandbox.appendingPathComponent("cache").path,
        ]
    }
}

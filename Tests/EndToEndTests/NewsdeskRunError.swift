/// Why a run of the binary produced no result.
enum NewsdeskRunError: Error, CustomStringConvertible {
    /// The binary was not built; lists the paths searched.
    case binaryMissing([String])
    /// The binary exists but could not be started.
    case cannotStart(String, String)
    /// The run outlived its time limit and was killed.
    case timedOut(arguments: [String], seconds: Double, stdout: String, stderr: String)
    /// The binary died from a signal.
    case crashed(arguments: [String], signal: Int32, stdout: String, stderr: String)

    var description: String {
        switch self {
        case .binaryMissing(let paths):
            return "the newsdesk binary is not built; run 'swift build --build-tests' first. Looked in:\n  "
                + paths.joined(separator: "\n  ")
        case .cannotStart(let path, let reason):
            return "cannot start \(path): \(reason)"
        case .timedOut(let arguments, let seconds, let stdout, let stderr):
            return "newsdesk \(arguments.joined(separator: " ")) did not finish within \(seconds) s and was killed\n"
                + "--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)"
        case .crashed(let arguments, let signal, let stdout, let stderr):
            return "newsdesk \(arguments.joined(separator: " ")) crashed with signal \(signal)\n"
                + "--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr.prefix(4000))"
        }
    }
}

/// Why the `fake-newsapi` process could not be used.
public enum FakeNewsAPIProcessError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The executable was not built; lists the paths searched.
    case binaryMissing([String])
    /// The process started but its first line was not its URL; the line as printed.
    case noURL(String)
    /// A loopback socket call failed; what failed.
    case socket(String)
    /// The control endpoint answered with an unexpected status or body.
    case unexpectedAnswer(status: Int, body: String)

    /// The problem in words, with what to do about it.
    public var description: String {
        switch self {
        case .binaryMissing(let paths):
            "fake-newsapi is not built; run 'swift build --build-tests' first. Looked in:\n  " + paths.joined(separator: "\n  ")
        case .noURL(let line):
            "fake-newsapi printed no URL but '\(line)'"
        case .socket(let what):
            "talking to fake-newsapi on loopback failed: \(what)"
        case .unexpectedAnswer(let status, let body):
            "fake-newsapi's control endpoint answered HTTP \(status): \(body.prefix(500))"
        }
    }
}

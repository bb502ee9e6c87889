import Foundation

/// Where every file newsdesk keeps lives: one home directory, or the XDG base directories.
///
/// With a home directory `DIR` (from `--home` or `NEWSDESK_HOME`) every file lives under it:
/// `DIR/catalog.sqlite`, `DIR/accounts.sqlite`, `DIR/history` and `DIR/credentials/`.
/// Otherwise data (catalog, accounts) lives in `$XDG_DATA_HOME/newsdesk`
/// (default `~/.local/share/newsdesk`), state (history) in `$XDG_STATE_HOME/newsdesk`
/// (default `~/.local/state/newsdesk`) and configuration (credentials) in
/// `$XDG_CONFIG_HOME/newsdesk` (default `~/.config/newsdesk`).
///
/// Computing the paths never touches the disk; only ``createDirectories()`` does.
public struct NewsdeskDirectories: Sendable, Hashable {
    /// The directory holding the catalog and the accounts databases.
    public let dataDirectory: String
    /// The directory holding the command history.
    public let stateDirectory: String
    /// The directory holding configuration, including the credentials directory.
    public let configDirectory: String

    /// The local catalog's SQLite database.
    public var catalogPath: String { Self.join(dataDirectory, "catalog.sqlite") }
    /// The accounts and session SQLite database.
    public var accountsPath: String { Self.join(dataDirectory, "accounts.sqlite") }
    /// The command history file.
    public var historyPath: String { Self.join(stateDirectory, "history") }
    /// The directory (mode 0700) holding credential files such as the NewsAPI key.
    public var credentialsDirectory: String { Self.join(configDirectory, "credentials") }
    /// A suggested file (mode 0600) for the NewsAPI key, inside ``credentialsDirectory``.
    public var newsAPIKeyPath: String { Self.join(credentialsDirectory, "newsapi-key") }

    /// The directories newsdesk needs, parents before children, each listed once.
    public var requiredDirectories: [String] {
        var seen = Set<String>()
        return [dataDirectory, stateDirectory, configDirectory, credentialsDirectory]
            .filter { seen.insert($0).inserted }
    }

    /// Works out the directories from an explicit home directory and the environment.
    ///
    /// - Parameters:
    ///   - home: The `--home` directory; when nil or empty, `NEWSDESK_HOME` is used, and
    ///     when that is unset or empty too, the XDG base directories.
    ///   - environment: The process environment (`HOME`, `XDG_*_HOME`, `NEWSDESK_HOME`).
    ///     XDG variables holding a relative path are ignored, as the XDG specification says.
    public init(home: String?, environment: [String: String]) {
        if let root = Self.nonEmpty(home) ?? Self.nonEmpty(environment["NEWSDESK_HOME"]) {
            let root = Self.trimmingTrailingSlashes(root)
            dataDirectory = root
            stateDirectory = root
            configDirectory = root
            return
        }
        let userHome = Self.trimmingTrailingSlashes(
            Self.nonEmpty(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser.path
        )
        func base(_ variable: String, default fallback: String) -> String {
            if let value = Self.nonEmpty(environment[variable]), value.hasPrefix("/") {
                return Self.trimmingTrailingSlashes(value)
            }
            return Self.join(userHome, fallback)
        }
        dataDirectory = Self.join(base("XDG_DATA_HOME", default: ".local/share"), "newsdesk")
        stateDirectory = Self.join(base("XDG_STATE_HOME", default: ".local/state"), "newsdesk")
        configDirectory = Self.join(base("XDG_CONFIG_HOME", default: ".config"), "newsdesk")
    }

    /// Creates every directory in ``requiredDirectories`` that does not exist yet.
    ///
    /// New directories (missing parents included) get mode 0700. An existing directory is
    /// left exactly as it is: its permissions are never changed.
    public func createDirectories() throws(DirectoryError) {
        for directory in requiredDirectories {
            try Self.createDirectory(atPath: directory)
        }
    }

    /// Creates the directories that will hold the given files, when missing, with mode 0700.
    public func prepare(_ filePaths: String...) throws(DirectoryError) {
        for path in filePaths {
            try Self.createDirectory(atPath: Self.parent(of: path))
        }
    }

    /// Creates a directory and any missing parent with mode 0700; existing ones are untouched.
    public static func createDirectory(atPath path: String) throws(DirectoryError) {
        guard !path.isEmpty else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw DirectoryError(path: path, reason: "a file with that name is in the way")
            }
            return
        }
        let parentPath = parent(of: path)
        if parentPath != path {
            try createDirectory(atPath: parentPath)
        }
        if mkdir(path, 0o700) != 0 {
            let code = errno
            if code == EEXIST { return }
            throw DirectoryError(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// The directory part of a path (`/a/b` for `/a/b/c`, `.` for a bare name).
    package static func parent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let head = String(trimmed[..<slash])
        return head.isEmpty ? "/" : head
    }

    /// Joins two path parts with exactly one slash.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Removes trailing slashes, keeping a lone `/`.
    static func trimmingTrailingSlashes(_ path: String) -> String {
        var result = path
        while result.count > 1, result.hasSuffix("/") {
            result.removeLast()
        }
        return result
    }

    /// The value when it holds something other than blanks: spaces (Unicode's Zs) and tabs, the
    /// characters of Foundation's `CharacterSet.whitespaces`.
    ///
    /// Looked up in the standard library's Unicode tables: Foundation's `trimmingCharacters` built
    /// an `NSString` and a character set at every start, 5 % of a signed-in start's CPU.
    static func nonEmpty(_ value: String?) -> String? {
        guard let value, value.unicodeScalars.contains(where: { $0 != "\t" && $0.properties.generalCategory != .spaceSeparator }) else {
            return nil
        }
        return value
    }
}

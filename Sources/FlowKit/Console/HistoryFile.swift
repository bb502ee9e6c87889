#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file a console keeps its command history in: readable by its owner alone, and never a
/// symbolic link, since what a person typed (search words, addresses) is theirs.
enum HistoryFile {
    /// Makes the file at `path` ready to be read and appended to: created empty with mode 0600
    /// when missing, brought to 0600 when its mode is looser. Returns nil when it is ready, else
    /// why no history can be kept there, in words.
    static func prepare(_ path: String) -> String? {
        let created = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if created >= 0 {
            close(created)
            return nil
        }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            return "the history file \(path) cannot be made (\(String(cString: strerror(errno))))"
        }
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
            return "the history file \(path) is a symbolic link, which is never written through"
        case S_IFREG:
            break
        default:
            return "the history file \(path) is not a regular file"
        }
        guard status.st_mode & 0o077 != 0 else { return nil }
        // Set through a descriptor opened without following links, so the mode lands on this very file.
        let opened = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        let changed = opened >= 0 && fchmod(opened, 0o600) == 0
        let reason = changed ? "" : String(cString: strerror(errno))
        if opened >= 0 { close(opened) }
        return changed ? nil : "the history file \(path) can be read by others and its mode cannot be set to 0600 (\(reason))"
    }
}

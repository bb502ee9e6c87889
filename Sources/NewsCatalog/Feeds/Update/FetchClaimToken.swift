import Foundation

/// The name a fetch claims its feeds under, which tells another process whether the fetch that
/// holds a claim still runs.
///
/// A claim must die with its process: Ctrl-C, SIGTERM, SIGPIPE or `kill -9` would otherwise
/// leave the feeds "being fetched" until the claim lapsed minutes later. The token names the
/// process by its id and its start time (`/proc/PID/stat`), so an ended process, or another one
/// that was given its id later, is told apart from the fetch still at work.
public enum FetchClaimToken {
    /// A new token for a fetch of this process: `pid:PID:START:UUID`, or a bare UUID where the
    /// process's start time cannot be read (its claims then lapse only with time).
    public static func make() -> String {
        let pid = getpid()
        guard let start = startTime(ofProcess: pid) else { return UUID().uuidString }
        return "pid:\(pid):\(start):\(UUID().uuidString)"
    }

    /// Whether the process that made `token` has ended, so its claims hold nothing; false when it
    /// cannot be told (a token of an earlier version, or no `/proc`).
    public static func holderHasEnded(_ token: String) -> Bool {
        let parts = token.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "pid", let pid = Int32(parts[1]), pid > 0, startTime(ofProcess: getpid()) != nil else {
            return false
        }
        return startTime(ofProcess: pid) != String(parts[2])
    }

    /// The start time of process `pid` in clock ticks after boot (field 22 of `/proc/PID/stat`),
    /// nil when there is no such process or no `/proc`.
    static func startTime(ofProcess pid: Int32) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // The command name, in parentheses, may hold spaces; the fields after it start at the third.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? String(fields[19]) : nil
    }
}

/// When feeds are fetched in the background while an interactive shell waits at its prompt.
public struct BackgroundFetchSchedule: Sendable, Equatable {
    /// How long after the first prompt the first background fetch starts: start-up opens nothing
    /// for it.
    public var firstAfter: Duration
    /// How long after one background fetch the next one starts.
    public var every: Duration

    /// Creates a schedule.
    public init(firstAfter: Duration, every: Duration) {
        self.firstAfter = firstAfter
        self.every = every
    }

    /// A minute after the first prompt, then every 15 minutes (a feed is not due sooner).
    public static let standard = BackgroundFetchSchedule(firstAfter: .seconds(60), every: .seconds(15 * 60))

    /// The schedule `NEWSDESK_BACKGROUND_FETCH` asks for: `off` for none, a number of seconds
    /// for a fetch that often (the first one after as long), nothing for ``standard``; nil also
    /// for a value that is neither, with the reason.
    public static func parse(_ value: String?) -> Result<BackgroundFetchSchedule?, ScheduleError> {
        guard let value, !value.isEmpty else { return .success(.standard) }
        if value.lowercased() == "off" { return .success(nil) }
        guard let seconds = Int(value), seconds > 0, seconds <= 86_400 else { return .failure(ScheduleError(value: value)) }
        return .success(BackgroundFetchSchedule(firstAfter: .seconds(seconds), every: .seconds(seconds)))
    }

    /// A `NEWSDESK_BACKGROUND_FETCH` that is neither `off` nor a number of seconds.
    public struct ScheduleError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The value given.
        public var value: String

        /// The error in words.
        public var description: String {
            "NEWSDESK_BACKGROUND_FETCH takes 'off' or a number of seconds from 1 to 86400, not '\(value)'"
        }
    }
}

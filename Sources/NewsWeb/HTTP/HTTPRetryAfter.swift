import Foundation
import NewsModels

/// When a refused request may be tried again, from a `Retry-After` header.
public enum HTTPRetryAfter: Sendable, Hashable, CustomStringConvertible {
    /// After this many seconds.
    case seconds(Int)
    /// At or after this moment.
    case date(Date)

    /// Reads a `Retry-After` value: delay seconds, or an HTTP-date (`Sun, 06 Nov 1994 08:49:37 GMT`).
    public init?(header: String) {
        let text = header.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(text), seconds >= 0 {
            self = .seconds(seconds)
        } else if let date = Self.httpDate(text) {
            self = .date(date)
        } else {
            return nil
        }
    }

    /// How long to wait from `now`; never negative.
    public func delay(from now: Date = Date()) -> TimeInterval {
        switch self {
        case .seconds(let seconds): TimeInterval(seconds)
        case .date(let date): max(0, date.timeIntervalSince(now))
        }
    }

    /// "try again in 30 s", or "try again after 2026-11-20 07:00:30 UTC".
    public var description: String {
        switch self {
        case .seconds(let seconds): "try again in \(seconds) s"
        case .date(let date): "try again after \(UTCTimestamp.readable(date))"
        }
    }

    /// Reads the IMF-fixdate form every HTTP/1.1 server must send; the obsolete forms are rare.
    private static func httpDate(_ text: String) -> Date? {
        // "Sun, 06 Nov 1994 08:49:37 GMT"
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[0].hasSuffix(","), parts[5] == "GMT",
            let day = Int(parts[1]), let year = Int(parts[3]),
            let month = months.firstIndex(of: String(parts[2])),
            let days = CivilDate.days(year: year, month: month + 1, day: day)
        else { return nil }
        let clock = parts[4].split(separator: ":")
        guard clock.count == 3, let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Int(clock[2]),
            (0..<24).contains(hour), (0..<60).contains(minute), (0...60).contains(second)
        else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}

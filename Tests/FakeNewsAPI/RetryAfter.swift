import Foundation

/// The value of a `Retry-After` header, in either of the two forms HTTP allows.
public enum RetryAfter: Sendable, Equatable {
    /// A number of seconds: `Retry-After: 2`.
    case seconds(Int)
    /// An HTTP date: `Retry-After: Fri, 20 Nov 2026 07:00:02 GMT`.
    case date(Date)

    /// The header's text.
    public var headerValue: String {
        switch self {
        case .seconds(let seconds):
            return String(seconds)
        case .date(let date):
            return ISOTimestamp.httpDate(seconds: Int(date.timeIntervalSince1970.rounded(.up)))
        }
    }
}

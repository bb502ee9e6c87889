import Foundation

/// Converts dates to and from the whole Unix seconds the catalog stores.
package enum UnixTime {
    /// The whole seconds at or before a date, kept within Int64.
    package static func secondsRoundingDown(_ date: Date) -> Int64 {
        clamped(date.timeIntervalSince1970.rounded(.down))
    }

    /// The whole seconds at or after a date, kept within Int64.
    package static func secondsRoundingUp(_ date: Date) -> Int64 {
        clamped(date.timeIntervalSince1970.rounded(.up))
    }

    /// The date of a number of Unix seconds.
    package static func date(_ seconds: Int64) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// A whole number of seconds as Int64, saturating at the ends and mapping NaN to 0.
    private static func clamped(_ seconds: Double) -> Int64 {
        if seconds.isNaN { return 0 }
        if seconds >= 9.0e18 { return Int64.max }
        if seconds <= -9.0e18 { return Int64.min }
        return Int64(seconds)
    }
}

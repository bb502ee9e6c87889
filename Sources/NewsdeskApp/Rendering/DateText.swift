import Foundation
import NewsCore

/// Formats dates for the terminal: in UTC for scripts, so transcripts read the same everywhere,
/// and an article's own date in the reader's time zone at a terminal (``absolute(_:in:)``).
///
/// A date at exactly midnight UTC is read as a day without a time: data sets that know only the
/// day (HuffPost's `2018-05-26`) are stored at midnight, and `00:00` would claim a time nobody
/// gave. A story really published at 00:00:00.000 loses nothing but a time of no interest.
enum DateText {
    /// `2026-11-20 08:30 UTC`, or `2026-11-20` for a day without a time, for an article's page.
    static func absolute(_ date: Date) -> String {
        isDayOnly(date) ? short(date) : short(date) + " UTC"
    }

    /// `2026-11-20 09:30 CET` in `zone` (`TZ`), for a person at a terminal; UTC reads as
    /// ``absolute(_:)`` does, and a day without a time stays its day.
    static func absolute(_ date: Date, in zone: TimeZone) -> String {
        let offset = zone.secondsFromGMT(for: date)
        guard offset != 0 || zone.abbreviation(for: date).map({ $0 != "GMT" && $0 != "UTC" }) == true, !isDayOnly(date) else {
            return absolute(date)
        }
        let local = date.addingTimeInterval(TimeInterval(offset))
        return clock(local) + " " + (zone.abbreviation(for: date) ?? zone.identifier)
    }

    /// `2026-11-20 08:30`, or `2026-11-20` for a day without a time, for list lines.
    static func short(_ date: Date) -> String {
        guard isDayOnly(date) else { return clock(date) }
        let (year, month, day) = CivilDate.date(fromDays: CivilDate.days(since1970: date))
        return String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// `2026-11-20 08:30`, the day and time of `date` read as UTC.
    private static func clock(_ date: Date) -> String {
        let seconds = CivilDate.wholeSeconds(date)
        let days = CivilDate.days(since1970: date)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = CivilDate.date(fromDays: days)
        return String(format: "%04d-%02d-%02d %02d:%02d", year, month, day, secondOfDay / 3600, secondOfDay % 3600 / 60)
    }

    /// Whether `date` is exactly midnight UTC, as a date that names only its day is stored.
    static func isDayOnly(_ date: Date) -> Bool {
        let interval = date.timeIntervalSince1970
        guard interval.isFinite, interval.rounded(.down) == interval else { return false }
        return CivilDate.wholeSeconds(date) - CivilDate.days(since1970: date) * 86_400 == 0
    }

    /// How long ago `date` was, as the GitHub CLI says it: `just now` within a minute either way,
    /// then `5 min ago`, `3 h ago`, `2 days ago` (whole units, rounded down), and from 30 days on
    /// the day itself, `12 Mar 2026`. A date ahead of `now` (a clock that runs fast, a story dated
    /// ahead) reads the same way forward: `in 5 min`, `in 3 h`, `in 2 days`.
    /// A day without a time reads as that day (`12 Mar 2026`): `14 h ago` would count from a
    /// midnight that is no one's time of publication.
    static func relative(_ date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        guard abs(seconds) < 30 * 86_400, !isDayOnly(date) else { return day(date) }
        let distance = Int(abs(seconds).rounded(.down))
        let amount: String
        switch distance {
        case ..<60:
            return "just now"
        case ..<3_600:
            amount = "\(distance / 60) min"
        case ..<86_400:
            amount = "\(distance / 3_600) h"
        case ..<(30 * 86_400):
            let days = distance / 86_400
            amount = days == 1 ? "1 day" : "\(days) days"
        default:
            return day(date)
        }
        return seconds >= 0 ? amount + " ago" : "in " + amount
    }

    /// `12 Mar 2026` (UTC), a day without its time, for dates too far from now to count.
    static func day(_ date: Date) -> String {
        let (year, month, day) = CivilDate.date(fromDays: CivilDate.days(since1970: date))
        return "\(day) \(monthNames[month - 1]) \(year)"
    }

    /// English month abbreviations, so a date reads the same whatever the locale.
    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}

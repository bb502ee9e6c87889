import Foundation
import NewsModels

/// Formats dates for the terminal: in UTC for scripts, so transcripts read the same everywhere,
/// and an article's own date in the reader's time zone at a terminal (``absolute(_:in:)``).
///
/// A date that named only its day (HuffPost's `2018-05-26`, a feed's `2020-01-10`; the catalog
/// says so: ``Article/publishedIsDayOnly``) is stored at midnight UTC and read as the day alone:
/// `00:00` would claim a time nobody gave. Every other date has its time, midnight included.
enum DateText {
    /// `2026-11-20 08:30 UTC`, or `2026-11-20` for a day without a time, for an article's page.
    static func absolute(_ date: Date, dayOnly: Bool = false) -> String {
        dayOnly ? short(date, dayOnly: true) : short(date) + " UTC"
    }

    /// `2026-11-20 09:30 CET` in `zone` (`TZ`), for a person at a terminal; UTC reads as
    /// ``absolute(_:)`` does, and a day without a time stays its day.
    static func absolute(_ date: Date, in zone: TimeZone, dayOnly: Bool = false) -> String {
        let offset = zone.secondsFromGMT(for: date)
        let abbreviation = zone.abbreviation(for: date)
        // GMT is UTC's time; a zone at UTC's offset with a name of its own (Lisbon's WET) keeps it.
        let readsAsUTC = offset == 0 && (abbreviation == nil || abbreviation == "GMT" || abbreviation == "UTC")
        if dayOnly || readsAsUTC { return absolute(date, dayOnly: dayOnly) }
        return clock(date.addingTimeInterval(TimeInterval(offset))) + " " + (abbreviation ?? zone.identifier)
    }

    /// `2026-11-20 08:30`, or `2026-11-20` for a day without a time, for list lines.
    static func short(_ date: Date, dayOnly: Bool = false) -> String {
        guard dayOnly else { return clock(date) }
        let (year, month, day) = CivilDate.date(fromDays: CivilDate.days(since1970: date))
        return String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// `2026-11-20 08:30`, the day and time of `date` read as UTC.
    private static func clock(_ date: Date) -> String {
        let seconds = CivilDate.wholeSeconds(date)
        let days = CivilDate.days(since1970: date)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = CivilDate.date(fromDays: days)
        guard (0...9999).contains(year) else {
            return String(format: "%04d-%02d-%02d %02d:%02d", year, month, day, secondOfDay / 3600, secondOfDay % 3600 / 60)
        }
        // Every list line has a date: formatting through Foundation cost more than the digits.
        func padded(_ number: Int, _ digits: Int) -> String {
            let text = String(number)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2) + " " + padded(secondOfDay / 3600, 2) + ":"
            + padded(secondOfDay % 3600 / 60, 2)
    }

    /// How long ago `date` was, as the GitHub CLI says it: `just now` within a minute either way,
    /// then `5 min ago`, `3 h ago`, `2 days ago` (whole units, rounded down), and from 30 days on
    /// the day itself, `12 Mar 2026`. A date ahead of `now` (a clock that runs fast, a story dated
    /// ahead) reads the same way forward: `in 5 min`, `in 3 h`, `in 2 days`.
    /// A day without a time reads as that day (`12 Mar 2026`): `14 h ago` would count from a
    /// midnight that is no one's time of publication.
    static func relative(_ date: Date, now: Date, dayOnly: Bool = false) -> String {
        let seconds = now.timeIntervalSince(date)
        guard abs(seconds) < 30 * 86_400, !dayOnly else { return day(date) }
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

import Foundation

/// Days and calendar dates in the proleptic Gregorian calendar, in UTC, by Howard Hinnant's
/// algorithms: the one place newsdesk turns a year, month and day into days since 1970 and back.
///
/// Foundation's `Calendar(identifier: .gregorian)` switches to the Julian calendar before 1582
/// (`1500-06-01` became `1500-05-22`); data and the NewsAPI contract mean the proleptic one.
public enum CivilDate {
    /// Days from 1970-01-01 to a valid date of the years 1 to 9999, else nil.
    public static func days(year: Int, month: Int, day: Int) -> Int? {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year) else {
            return nil
        }
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day count since 1970-01-01, the inverse of ``days(year:month:day:)``.
    public static func date(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Whole seconds since 1970, held within some thirty million years either way: a date from
    /// data can be anything, and converting an out-of-range or NaN interval to `Int` would trap.
    public static func wholeSeconds(_ date: Date) -> Int {
        let interval = date.timeIntervalSince1970
        guard interval.isFinite else { return 0 }
        return Int(min(max(interval, -1e15), 1e15).rounded(.down))
    }

    /// The day count of `date`, rounded towards the past, so a moment before 1970 falls on its own day.
    public static func days(since1970 date: Date) -> Int {
        let seconds = wholeSeconds(date)
        return seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

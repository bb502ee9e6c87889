import Foundation
import Testing

@testable import NewsModels

@Suite("Dates as text: the proleptic Gregorian calendar, whatever the year")
struct UTCTimestampTests {
    /// Days that Foundation's calendars would move: before the Gregorian reform (15 October 1582)
    /// they count on the Julian calendar.
    static let days = ["1500-06-01", "1582-10-04", "1582-10-15", "0001-01-01", "1600-02-29", "1969-12-31", "2026-11-20"]

    @Test("a day is written back as it was read", arguments: days)
    func roundTrip(day: String) throws {
        let date = try #require(UTCTimestamp.parse(day))
        #expect(date == TimestampText.day(day))
        #expect(UTCTimestamp.iso8601(date) == day + "T00:00:00Z")
        #expect(UTCTimestamp.readable(date) == day + " 00:00:00 UTC")
    }

    @Test("1500-06-01 stays 1500-06-01, counted in Gregorian days from 1970")
    func gregorianBeforeTheReform() throws {
        let date = try #require(UTCTimestamp.parse("1500-06-01T10:20:30Z"))
        // What Python's proleptic Gregorian datetime gives for 1500-06-01 10:20:30 since 1970.
        #expect(date.timeIntervalSince1970 == -14_818_685_970)
        #expect(UTCTimestamp.iso8601(date) == "1500-06-01T10:20:30Z")
    }

    @Test("times of day, offsets and moments before 1970 fall on their own day")
    func times() throws {
        #expect(UTCTimestamp.iso8601(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
        #expect(UTCTimestamp.iso8601(Date(timeIntervalSince1970: 1_790_000_000.9)) == "2026-09-21T14:13:20Z")
        #expect(UTCTimestamp.parse("2026-11-01T08:00:00+02:00") == UTCTimestamp.parse("2026-11-01T06:00:00Z"))
        #expect(UTCTimestamp.parse("2026-13-01") == nil)
        #expect(UTCTimestamp.parse("yesterday") == nil)
    }

    @Test("a date no calendar can hold is written without trapping")
    func extremes() {
        for interval in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
            #expect(!UTCTimestamp.iso8601(Date(timeIntervalSince1970: interval)).isEmpty)
        }
    }
}

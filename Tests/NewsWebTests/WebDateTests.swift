import Foundation
import NewsModels
import Testing

@testable import NewsWeb

@Suite("Dates the web writes: the proleptic Gregorian calendar, whatever the year")
struct WebDateTests {
    @Test("a request's 1500-06-01 stays 1500-06-01")
    func requestBeforeTheReform() throws {
        let date = try #require(UTCTimestamp.parse("1500-06-01T10:20:30Z"))
        #expect(NewsAPIRequestBuilder.timestamp(date) == "1500-06-01T10:20:30Z")
    }

    @Test("Retry-After as a date is said in the proleptic Gregorian calendar too")
    func retryAfter() throws {
        let date = try #require(UTCTimestamp.parse("1500-06-01T10:20:30Z"))
        #expect(HTTPRetryAfter.date(date).description.contains("1500-06-01 10:20:30 UTC"))
    }
}

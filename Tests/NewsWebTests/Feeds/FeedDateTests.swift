import Foundation
import Testing

@testable import NewsWeb

@Suite("Feed dates")
struct FeedDateTests {
    @Test(
        "RFC 822 variants",
        arguments: [
            ("Tue, 05 Mar 2024 14:30:00 GMT", 1_709_649_000.0),
            ("05 Mar 2024 14:30:00 +0000", 1_709_649_000.0),
            ("Tue, 5 Mar 24 14:30 GMT", 1_709_649_000.0),
            ("Tue, 05 Mar 2024 09:30:00 EST", 1_709_649_000.0),
            ("Tue, 05 March 2024 15:30:00 +01:00", 1_709_649_000.0),
            ("Tue, 05 Mar 2024 14:30:00", 1_709_649_000.0),
            ("Sat, 01 Jan 94 00:00:00 GMT", 757_382_400.0),
            ("2024-03-05T14:30:00Z", 1_709_649_000.0),
            ("2024-03-05T15:30:00.250+01:00", 1_709_649_000.25),
            ("2024-03-05 14:30:00", 1_709_649_000.0),
        ])
    func variants(text: String, seconds: Double) {
        #expect(FeedDate.parse(text) == Date(timeIntervalSince1970: seconds), "\(text)")
    }

    @Test("not dates")
    func rubbish() {
        for text in ["", "yesterday", "Tue, 45 Foo 2024", "2024-13-01T00:00:00Z"] {
            #expect(FeedDate.parse(text) == nil, "\(text)")
        }
    }
}

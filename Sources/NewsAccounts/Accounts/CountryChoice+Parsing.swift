import Foundation
import NewsModels

/// A country as a person types it, at the Country prompt and after `--country`.
extension CountryChoice {
    /// Parses `all` or a known two-letter code, in any case, surrounding blanks ignored.
    ///
    /// - Throws: ``AccountError/invalidCountry(_:)`` for text that is not two letters,
    ///   ``AccountError/unknownCountry(_:suggestion:)`` for two letters no country here has.
    public init(parsing text: String) throws(AccountError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let lowered = trimmed.lowercased()
        if lowered == Self.everyWord {
            self = .every
            return
        }
        let scalars = Array(trimmed.unicodeScalars)
        guard scalars.count == 2, scalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else {
            throw .invalidCountry(trimmed)
        }
        guard Self.codes.contains(lowered) else {
            throw .unknownCountry(lowered, suggestion: Self.commonMistakes[lowered]?.code)
        }
        self = .country(lowered)
    }
}

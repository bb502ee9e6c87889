import FlowKit
import Foundation

/// A name a person gives (a feed's, a saved search's): the words typed, without the quotes that
/// kept them together, cleaned of control characters and trimmed, of a bounded length.
enum GivenName {
    /// The name `words` give, refused with `refusal` when it is empty or longer than `limit` characters.
    static func parse(_ words: String, limit: Int, refusal: String) throws(CommandFailure) -> String {
        let name = TerminalText.sanitize(words.replacingOccurrences(of: "\"", with: "")).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.count <= limit else { throw CommandFailure(refusal) }
        return name
    }
}

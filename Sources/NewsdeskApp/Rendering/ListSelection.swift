import FlowKit

/// Picks item N of the list on screen, with a plain error for a number that is not there.
enum ListSelection {
    /// The item numbered `text` (from 1) among `items`.
    static func item<Item>(_ text: String?, in items: [Item], noun: String) throws -> Item {
        guard let text, let number = Int(text) else {
            throw CommandFailure("'\(text ?? "")' is not a number; type the number of a \(noun) in the list")
        }
        guard !items.isEmpty else { throw CommandFailure("there is no \(noun) on screen to open") }
        guard items.indices.contains(number - 1) else {
            throw CommandFailure("no \(noun) \(number) here: choose 1 to \(items.count)")
        }
        return items[number - 1]
    }
}

import FlowKit

/// A whole number as typed for `N` (an item or a page): an optional sign and ASCII digits, of any
/// length.
///
/// Its value is only compared with a list's bounds, never used in arithmetic, so no number a person
/// can type, Int.min and numbers past Int included, can overflow; `text` keeps it as typed for messages.
struct ItemNumber: Sendable, Equatable {
    /// The number as typed.
    let text: String

    /// The number, or nil when it is past Int (and so past any list's end).
    var value: Int? { Int(text) }

    /// The number `text` is; nil when it is not an integer as written.
    init?(_ text: String) {
        guard ListSelection.isNumber(text) else { return nil }
        self.text = text
    }
}

/// A lookup on the responder chain found nothing conforming to what was wanted: the chain was
/// built wrong, which a person can only report.
public struct ResponderNotFound: Error, CustomStringConvertible, Sendable, Equatable {
    /// The wanted type, as Swift names it (`Navigating`).
    public let wanted: String

    /// Creates the error for a lookup of `wanted`.
    public init(wanted: String) {
        self.wanted = wanted
    }

    /// The error in words.
    public var description: String {
        "nothing on the responder chain offers \(wanted); newsdesk lost track of where it is (please report this)"
    }
}

/// Why one record is skipped, in plain words; a line number is added where it is known.
struct ImportRejectionReason: Error, Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The words.
    let text: String

    /// Creates a reason from its words.
    init(_ text: String) {
        self.text = text
    }

    /// Creates a reason from a literal.
    init(stringLiteral value: String) {
        text = value
    }

    /// Creates a reason from an interpolation.
    init(stringInterpolation: DefaultStringInterpolation) {
        text = String(stringInterpolation: stringInterpolation)
    }
}

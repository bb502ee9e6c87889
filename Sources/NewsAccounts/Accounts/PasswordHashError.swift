/// Why a password could not be hashed.
public enum PasswordHashError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The scrypt cost is outside the accepted bounds.
    case unacceptableCost
    /// The key derivation itself failed.
    case derivationFailed

    /// The message shown to the person.
    public var description: String {
        switch self {
        case .unacceptableCost: "the password hashing cost is out of bounds"
        case .derivationFailed: "the password could not be hashed"
        }
    }
}

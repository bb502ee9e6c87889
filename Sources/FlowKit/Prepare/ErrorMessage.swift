/// Turns any error into the words shown to a person.
public enum ErrorMessage {
    /// The error's own description when it has words, otherwise a generic sentence with its type.
    public static func of(_ error: any Error) -> String {
        if let described = error as? any CustomStringConvertible {
            return described.description
        }
        if error is CancellationError {
            return "cancelled"
        }
        return "something went wrong (\(type(of: error)))"
    }
}

/// Turns any error into the words shown to a person.
public enum ErrorMessage {
    /// The error's own description; newsdesk's errors all describe themselves in plain words.
    public static func of(_ error: any Error) -> String {
        if error is CancellationError {
            return "cancelled"
        }
        return String(describing: error)
    }
}

/// Fixed, obviously fake keys (32 hex characters, as NewsAPI keys are) for demos and tests.
///
/// ``FakeNewsAPIServer`` accepts these unless it is given other keys. Any other 32-character
/// string is unknown to it (401 `apiKeyInvalid`).
public enum DemoKeys {
    /// A paid plan key that pages freely.
    public static let paid = "fafafafafafafafafafafafafafa0001"
    /// A free developer plan key, limited to the first 100 results.
    public static let developer = "fafafafafafafafafafafafafafa0002"
    /// A disabled key (401 `apiKeyDisabled`).
    public static let disabled = "fafafafafafafafafafafafafafa0003"
    /// An exhausted key (429 `apiKeyExhausted`).
    public static let exhausted = "fafafafafafafafafafafafafafa0004"
    /// A well-formed key the fake does not know (401 `apiKeyInvalid`).
    public static let unknown = "fafafafafafafafafafafafafafa0009"

    /// The four configured keys with their status.
    public static let all: [String: APIKeyStatus] = [
        paid: .paid,
        developer: .developer,
        disabled: .disabled,
        exhausted: .exhausted,
    ]
}

/// What a configured key may do on the fake service.
public enum APIKeyStatus: Sendable, Equatable {
    /// A free "developer" plan key: works, but never past the 100th result (426 `maximumResultsReached`).
    case developer
    /// A paid plan key: pages freely.
    case paid
    /// A key the service has disabled: 401 `apiKeyDisabled`.
    case disabled
    /// A key with no requests left: 429 `apiKeyExhausted`.
    case exhausted
}

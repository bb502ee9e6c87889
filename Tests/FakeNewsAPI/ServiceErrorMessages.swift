/// The messages NewsAPI sends with each error code, worded like the real service's.
enum ServiceErrorMessages {
    /// The message for `code`, or a generic one for a code NewsAPI does not document.
    static func message(for code: String) -> String {
        switch code {
        case "apiKeyMissing":
            return "Your API key is missing. Append this to the URL with the apiKey param, "
                + "or use the x-api-key HTTP header."
        case "apiKeyInvalid":
            return "Your API key is invalid or incorrect. Check your key, or go to "
                + "https://newsapi.org to create a free API key."
        case "apiKeyDisabled":
            return "Your API key has been disabled."
        case "apiKeyExhausted":
            return "Your API key has no more requests available."
        case "rateLimited":
            return "You have made too many requests recently. Developer accounts are limited to "
                + "100 requests over a 24 hour period (50 requests available every 12 hours). "
                + "Please upgrade to a paid plan if you need more requests."
        case "parametersMissing":
            return "Required parameters are missing. Please set any of the following parameters "
                + "and try again: q, sources, domains."
        case "sourcesTooMany":
            return "You have requested too many sources in a single request. "
                + "Try splitting the request into 2 smaller requests."
        case "sourceDoesNotExist":
            return "You have requested a source which does not exist."
        case "maximumResultsReached":
            return "You have requested too many results. Developer accounts are limited to a max "
                + "of 100 results. Please upgrade to a paid plan if you need more results."
        case "unexpectedError":
            return "This shouldn't happen, and if it does then it's our fault, not yours. "
                + "Try the request again shortly."
        case "parameterInvalid":
            return "You've included a parameter in your request which is currently not supported."
        default:
            return "Something went wrong (\(code))."
        }
    }
}

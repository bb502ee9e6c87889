import FlowKit
import NewsCatalog

/// The login flow's first screen: what newsdesk is and how to sign in.
@MainActor
final class WelcomeScreen: ContentScreen {
    /// Its content is fixed: nothing to retry or refresh.
    static let reloads = false

    let title = "welcome"
    weak var nextResponder: (any Responder)?
    let commandGroup = CommandGroup.empty

    let prepare: ContentPrepare<[String]>

    /// - Parameter catalogShowsSample: whether the local catalog would show the fictional sample,
    ///   which the welcome then says is fictional; asked when the screen is shown, never stored.
    init(console: any Console, catalogShowsSample: @escaping @Sendable () async -> Bool) {
        prepare = ContentPrepare<[String]>(
            loadingLabel: "Starting",
            console: console,
            rendering: .standard(console: console) { [console] lines in console.writeLines(lines) },
            task: { [console] in
                let wrapper = TextWrapper(width: console.width)
                // After an import the catalog holds real news: the sample's notice would no longer be true.
                let notice = await catalogShowsSample() ? wrapper.wrap(SampleCatalog.notice) : []
                return ["Welcome to newsdesk, the news desk at your terminal."]
                    + wrapper.wrap(
                        "Type 'signup' to create an account, 'signin' to sign in, or 'newsapi' to use a NewsAPI.org key. 'help' lists every command."
                    )
                    + notice
            }
        )
    }

    func perform(_ command: ParsedCommand) async throws {}
}

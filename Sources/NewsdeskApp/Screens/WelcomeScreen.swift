import FlowKit
import NewsCore

/// The login flow's first screen: what newsdesk is and how to sign in.
@MainActor
final class WelcomeScreen: ContentScreen {
    let title = "welcome"
    weak var nextResponder: (any Responder)?
    let commandGroup = CommandGroup.empty

    let prepare: ContentPrepare<[String]>

    init(console: any Console) {
        prepare = ContentPrepare<[String]>(
            loadingLabel: "Starting",
            console: console,
            rendering: .standard(console: console) { [console] lines in console.writeLines(lines) },
            task: { [console] in
                let wrapper = TextWrapper(width: console.width)
                return ["Welcome to newsdesk, the news desk at your terminal."]
                    + wrapper.wrap("Type 'signup' to create an account, 'signin' to sign in, or 'newsapi' to use a NewsAPI.org key. 'help' lists every command.")
                    + wrapper.wrap(SampleCatalog.notice)
            }
        )
    }

    func perform(_ command: ParsedCommand) async throws {}
}

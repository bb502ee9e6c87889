import FlowKit

/// A screen opened by a command of its own, from anywhere in the main flow: its file declares the
/// command and how the screen is made from the words, and one line in
/// ``DestinationScreens/ownCommandScreens`` adds both.
///
/// The main flow offers each one's ``command`` beside its own commands (help, completion and
/// did-you-mean read it there) and goes to ``Destination/opened(_:)`` with the words typed, so
/// flow tests see the place as a value like any other. The screen asks the responder chain for
/// what it does next, as every screen does.
@MainActor
protocol OwnCommandScreen: Screen {
    /// The command that opens the screen: its name, words, help and example.
    static var command: CommandSpec { get }

    /// The screen the words `parsed` ask for, given what it needs from `screens`, the session's
    /// dependencies; throws a ``CommandFailure`` for words that ask for nothing it can show.
    static func make(_ parsed: ParsedCommand, with screens: DestinationScreens) throws -> Self
}

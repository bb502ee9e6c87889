/// A responder's commands, declared together: one case of `Name` per command, how each is typed
/// (``spec(for:)``), and a value built from the words typed, so a handler switches over every
/// command the responder declares.
///
/// A command's name, spec and value sit in this one type; the compiler holds them together with its
/// handler: a `Name` case without a spec or a way to build it does not compile, nor does a value
/// its responder's ``CommandResponder/handle(_:)`` does not handle. Everything else that speaks of
/// commands (help, completion, did-you-mean, "not available on this screen", "sign in first")
/// reads these declarations.
public protocol CommandSet: Sendable {
    /// One case per command, in the order `help` lists them.
    associatedtype Name: CaseIterable, Hashable, Sendable

    /// How the command `name` is typed and explained: its declaration. What only a screen on
    /// show knows (the item numbers it shows) its responder adds in ``CommandResponder/spec(for:)``.
    static func spec(for name: Name) -> CommandSpec

    /// Builds the command `name` from its checked words, turning them into domain values (a
    /// category, a country, a date, an item number); throws a ``CommandFailure`` for a value that
    /// is not one.
    init(_ name: Name, from parsed: ParsedCommand) throws
}

extension CommandSet {
    /// Every command's declaration, in the order of `Name.allCases`, each carrying its `Name`.
    public static var declarations: [CommandSpec] {
        Name.allCases.map { spec(for: $0).declared(as: $0) }
    }
}

/// A responder's commands as values: one case of `Name` per command, and a value built from the
/// words typed, so a handler switches over every command the responder declares.
///
/// The compiler holds the three together: a responder declares each `Name` (a switch in
/// ``CommandResponder/spec(for:)``), builds each one here (a switch over `Name`), and handles each
/// value (a switch in ``CommandResponder/handle(_:)``). Adding a case to `Name` without declaring,
/// building or handling it does not compile.
public protocol CommandSet: Sendable {
    /// One case per command, in the order `help` lists them.
    associatedtype Name: CaseIterable, Hashable, Sendable

    /// Builds the command `name` from its checked words, turning them into domain values (a
    /// category, a country, a date, an item number); throws a ``CommandFailure`` for a value that
    /// is not one.
    init(_ name: Name, from parsed: ParsedCommand) throws
}

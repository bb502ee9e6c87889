/// A source of input lines for a scripted session.
public protocol LineReader: AnyObject {
    /// The next line without its line break, or nil at the end of the input.
    func nextLine() -> String?
}

/// A browser that was found but did not open the address.
struct SystemURLOpenerError: Error, CustomStringConvertible {
    /// The program that was run.
    let program: String
    /// How it exited.
    let status: Int32

    var description: String {
        "\(program) could not open the address (exit status \(status))"
    }
}

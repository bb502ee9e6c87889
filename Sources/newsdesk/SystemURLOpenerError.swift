/// A browser that was found but did not open the address.
struct SystemURLOpenerError: Error, CustomStringConvertible {
    /// The program that was run.
    let program: String
    /// How it exited; negative when it could not be started.
    let status: Int32

    var description: String {
        status < 0 ? "\(program) could not be started" : "\(program) could not open the address (exit status \(status))"
    }
}

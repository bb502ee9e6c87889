/// A reason newsdesk cannot start, with the exit status it ends with.
struct LaunchError: Error {
    let message: String
    let status: Int32
}

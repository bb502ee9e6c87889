/// A username and password as typed; held only in memory, for the length of one command.
struct Credentials: Sendable {
    var username: String
    var password: String
}

/// Screens that several frozen transcripts show word for word, kept in one place so they cannot drift.
enum ExpectedText {
    /// The login flow's welcome screen at 80 columns.
    static let welcome = """
        Welcome to newsdesk, the news desk at your terminal.
        Type 'signup' to create an account, 'signin' to sign in, or 'newsapi' to use a
        NewsAPI.org key. 'help' lists every command.
        The local catalog starts with a small sample: every article and source in it is
        fictional, written for newsdesk, and reports no real event.
        """

    /// `help` in the login flow, after its command line.
    static let loginHelp = """
        Signing in:
          signup           create an account on this machine and sign in
          signin [USER]    sign in to your account
          newsapi          sign in to NewsAPI.org with an API key

        Session:
          quit             leave newsdesk

        Shell:
          help [COMMAND]   list the commands you can use here, or explain one
          timing [on|off]  show how long each command takes (no argument: toggle)

        Type 'help COMMAND' for more about one command.
        """
}

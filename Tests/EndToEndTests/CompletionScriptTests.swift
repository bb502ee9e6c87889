import Foundation
import Testing

/// The shell completion scripts `make install` writes, as swift-argument-parser generates them.
@Suite("Shell completion scripts")
struct CompletionScriptTests {
    @Test(
        "bash, zsh and fish scripts complete newsdesk's options and its import subcommand",
        arguments: [
            ("bash", "complete -o filenames -F _newsdesk newsdesk"),
            ("zsh", "#compdef newsdesk"),
            ("fish", "complete -c 'newsdesk'"),
        ])
    func scripts(shell: String, marker: String) async throws {
        let result = try await NewsdeskRun.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(marker), "\(shell) script: \(result.stdout.prefix(300))")
        for word in ["newsapi-url", "newsapi-timeout", "keep-going", "json", "home", "import"] {
            #expect(result.stdout.contains(word), "\(shell) script lacks \(word)")
        }
    }
}

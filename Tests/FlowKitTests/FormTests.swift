import FlowKit
import NewsdeskTestSupport
import Testing

private struct RuleBroken: Error, CustomStringConvertible {
    let description: String
}

@MainActor
@Suite("Forms")
struct FormTests {
    func threeFields(_ form: Form) async throws -> [String?] {
        let name = try await form.ask("Username") { answer in
            guard answer.count >= 3 else { throw RuleBroken(description: "too short") }
            return answer
        }
        let secret = try await form.ask("Password", secret: true) { $0 }
        let again = try await form.ask("Confirm password", secret: true) { $0 }
        try form.finish()
        return [name, secret, again]
    }

    @Test("in a script, a broken rule still reads every answer, echoes no secret, then fails with that rule")
    func scriptedFailureConsumesAnswers() async {
        let console = TestConsole(inputs: ["Al", "hunter22", "hunter22", "next command"])
        await #expect(throws: CommandFailure("too short")) { try await threeFields(Form(console: console)) }

        #expect(console.output == "Username: Al\nPassword: \nConfirm password: \n")
        #expect(await console.readCommand(prompt: "> ") == .line("next command"))
    }

    @Test("in a script that ends early, the broken rule is still the reason given")
    func scriptedFailureThenEndOfInput() async {
        let console = TestConsole(inputs: ["Al"])
        await #expect(throws: CommandFailure("too short")) { try await threeFields(Form(console: console)) }
    }

    @Test("on a terminal, a broken rule is named and the same field is asked again")
    func interactiveAsksAgain() async throws {
        let console = TestConsole(inputs: ["Al", "alice", "hunter22", "hunter22"], interactive: true)
        let answers = try await threeFields(Form(console: console))

        #expect(answers == ["alice", "hunter22", "hunter22"])
        #expect(console.errors == "  too short\n")
        #expect(console.output == "Username: Al\nUsername: alice\nPassword: \nConfirm password: \n")
    }

    @Test("a blank answer takes the default")
    func defaults() async throws {
        let console = TestConsole(inputs: ["  "])
        let form = Form(console: console)
        let country = try await form.ask("Country", defaultValue: "us") { $0 }
        #expect(country == "us")
    }
}

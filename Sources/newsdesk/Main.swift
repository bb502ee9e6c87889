import ArgumentParser
import FlowKit
import Foundation
import NewsCore
import NewsdeskApp

/// Parses the command line, builds the live dependencies and runs the app flow in a shell.
@main
enum Main {
    static func main() async {
        let command: NewsdeskCommand
        do {
            command = try NewsdeskCommand.parse()
        } catch {
            let status = NewsdeskCommand.exitCode(for: error)
            let message = NewsdeskCommand.fullMessage(for: error)
            if status == .success {
                print(message)
                exit(0)
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            exit(2)
        }
        exit(await run(command))
    }

    @MainActor
    private static func run(_ command: NewsdeskCommand) async -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let directories = NewsdeskDirectories(home: command.home ?? environment["NEWSDESK_HOME"], environment: environment)
        let console: any Console
        switch ConsoleFactory.make(script: command.script, directories: directories) {
        case .success(let made): console = made
        case .failure(let error): return fail("newsdesk: \(error.message)", status: error.status)
        }
        do {
            try directories.createDirectories()
        } catch {
            return fail("newsdesk: \(error)", status: 1)
        }
        let dependencies: AppDependencies
        do {
            dependencies = try LiveDependencies.make(directories: directories)
        } catch {
            return fail("newsdesk: cannot open the account store: \(ErrorMessage.of(error))", status: 1)
        }
        let app = AppFlowController(environment: FlowEnvironment(console: console), dependencies: dependencies)
        let shell = Shell(host: app, console: console, keepGoing: command.keepGoing)
        var startFailed = false
        do {
            try await app.start()
        } catch {
            startFailed = true
            let failure = error as? CommandFailure
            if !(console.isInteractive && failure?.alreadyShown == true) {
                console.writeError("newsdesk: error: \(TerminalText.sanitize(failure?.message ?? ErrorMessage.of(error)))\n")
            }
        }
        let status = await shell.run()
        console.flush()
        return startFailed && !console.isInteractive ? 1 : status
    }

    private static func fail(_ message: String, status: Int32) -> Int32 {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return status
    }
}

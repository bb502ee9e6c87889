import ArgumentParser
import FlowKit
import Foundation
import Logging
import NewsCatalog
import NewsStorage
import NewsWeb
import NewsdeskApp

/// Parses the command line, builds the live dependencies and runs the app flow in a shell.
@main
enum Main {
    static func main() async {
        if let options = ShellOptions.plain(Array(CommandLine.arguments.dropFirst())) {
            exit(await run(options))
        }
        let command: any ParsableCommand
        do {
            command = try NewsdeskCommand.parseAsRoot()
        } catch {
            exit(usageStatus(for: error))
        }
        switch command {
        case let importing as ImportCommand:
            exit(await runImport(importing))
        case let fetching as FetchCommand:
            exit(await runFetch(fetching))
        case let exporting as ExportCommand:
            exit(await runExport(exporting))
        case let reading as ReadCommand:
            exit(await runRead(reading))
        case let shell as NewsdeskCommand:
            exit(await run(ShellOptions(shell)))
        default:
            // ArgumentParser's own `help` subcommand: it prints by throwing a clean exit.
            var builtIn = command
            do {
                try builtIn.run()
                exit(0)
            } catch {
                exit(usageStatus(for: error))
            }
        }
    }

    /// Prints what ArgumentParser says about `error` (help to stdout, a usage error to stderr)
    /// and returns the exit status: 0 for help and version, 2 for a usage error.
    private static func usageStatus(for error: any Error) -> Int32 {
        let message = NewsdeskCommand.fullMessage(for: error)
        if NewsdeskCommand.exitCode(for: error) == .success {
            FileHandle.standardOutput.write(Data((message + "\n").utf8))
            return 0
        }
        let suggested = SubcommandSuggestion.message(message, arguments: Array(CommandLine.arguments.dropFirst()))
        FileHandle.standardError.write(Data((suggested + "\n").utf8))
        return 2
    }

    @MainActor
    private static func runImport(_ command: ImportCommand) async -> Int32 {
        let directories = directories(home: command.newsdesk.home)
        do {
            try directories.createDirectories()
        } catch {
            return fail("newsdesk: \(error)", status: 1)
        }
        if let format = command.subscriptionFormat {
            return await SubscriptionImportRun(
                catalogPath: directories.catalogPath, files: command.files, format: format, output: StandardOutputSink()
            ).run()
        }
        if command.format == nil, let recognised = SubscriptionImportRun.recognised(command.files) {
            return await SubscriptionImportRun(catalogPath: directories.catalogPath, files: recognised, output: StandardOutputSink()).run()
        }
        let run = ImportRun(
            catalogPath: directories.catalogPath,
            inputs: command.files.map(ImportInput.init(argument:)),
            format: command.importFormat,
            output: StandardOutputSink(),
            statusLine: TerminalStatusLine.onStandardError()
        )
        return await run.run()
    }

    @MainActor
    private static func runFetch(_ command: FetchCommand) async -> Int32 {
        let directories = directories(home: command.newsdesk.home)
        do {
            try directories.createDirectories()
        } catch {
            return fail("newsdesk: \(error)", status: 1)
        }
        let logger = logger()
        let run = FetchRun(
            catalogPath: directories.catalogPath,
            transport: FeedHTTP.transport(logger: logger),
            userAgent: FeedHTTP.userAgent,
            force: command.force,
            json: command.json || command.newsdesk.json,
            output: StandardOutputSink(),
            statusLine: command.json || command.newsdesk.json ? nil : TerminalStatusLine.onStandardError(),
            logger: logger
        )
        return await run.run()
    }

    @MainActor
    private static func runExport(_ command: ExportCommand) async -> Int32 {
        let directories = directories(home: command.newsdesk.home)
        do {
            try directories.createDirectories()
        } catch {
            return fail("newsdesk: \(error)", status: 1)
        }
        if command.format == "jsonl" {
            return await ArticleExport(catalogPath: directories.catalogPath, outputPath: command.output, output: StandardOutputSink()).run()
        }
        return await SubscriptionExport(catalogPath: directories.catalogPath, output: StandardOutputSink()).run()
    }

    @MainActor
    private static func runRead(_ command: ReadCommand) async -> Int32 {
        let source: ReadRun.Source = command.file.map { .file(path: $0, url: command.url) } ?? .web(command.address ?? "")
        let fetcher = PageFetcher(transport: FeedHTTP.transport(logger: logger()), userAgent: FeedHTTP.userAgent)
        // The terminal's width when standard output is one, else 80, as scripts get everywhere.
        let width = ReadlineConsole.columns(of: STDOUT_FILENO) ?? 80
        let run = ReadRun(
            source: source, fetcher: fetcher, json: command.json || command.newsdesk.json, width: width, output: StandardOutputSink())
        return await run.run()
    }

    private static func directories(home: String?) -> NewsdeskDirectories {
        let environment = ProcessInfo.processInfo.environment
        return NewsdeskDirectories(home: home ?? environment["NEWSDESK_HOME"], environment: environment)
    }

    @MainActor
    private static func run(_ command: ShellOptions) async -> Int32 {
        let directories = directories(home: command.home)
        let console: any Console
        switch ConsoleFactory.make(script: command.script, directories: directories, noColor: command.noColor, json: command.json) {
        case .success(let made): console = made
        case .failure(let error): return fail("newsdesk: \(error.message)", status: error.status)
        }
        do {
            try directories.createDirectories()
        } catch {
            return fail("newsdesk: \(error)", status: 1)
        }
        let newsAPI: NewsAPIConfiguration
        do {
            newsAPI = try newsAPIConfiguration(command)
        } catch {
            return fail("newsdesk: error: \(error)", status: 2)
        }
        let backgroundFetch: BackgroundFetchSchedule?
        switch BackgroundFetchSchedule.parse(ProcessInfo.processInfo.environment["NEWSDESK_BACKGROUND_FETCH"]) {
        case .success(let schedule): backgroundFetch = schedule
        case .failure(let error): return fail("newsdesk: error: \(error)", status: 2)
        }
        let dependencies: AppDependencies
        do {
            dependencies = try LiveDependencies.make(
                directories: directories,
                newsAPI: newsAPI,
                outputFormat: command.json ? .json : .text,
                listDates: ConsoleFactory.listDates(for: console),
                backgroundFetch: backgroundFetch,
                logger: logger()
            )
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

    /// The NewsAPI address and timeout from the options, else the environment, else the defaults;
    /// checked now, so a wrong address is a usage error at start, not a failure at sign-in.
    private static func newsAPIConfiguration(_ command: ShellOptions) throws -> NewsAPIConfiguration {
        let environment = ProcessInfo.processInfo.environment
        let address = command.newsAPIURL ?? environment["NEWSDESK_NEWSAPI_URL"].flatMap { $0.isEmpty ? nil : $0 }
        var timeout = command.newsAPITimeout ?? NewsAPIConfiguration.defaultRequestTimeout
        if command.newsAPITimeout == nil, let text = environment["NEWSDESK_NEWSAPI_TIMEOUT"], !text.isEmpty {
            guard let seconds = Double(text) else {
                throw NewsAPIConfigurationError.invalidTimeout(.nan)
            }
            timeout = seconds
        }
        return try NewsAPIConfiguration(
            baseURL: address ?? NewsAPIConfiguration.defaultBaseURL,
            requestTimeout: timeout,
            appVersion: NewsdeskCommand.version
        )
    }

    /// The log `NEWSDESK_LOG` asks for, its warning (a value that names no level) written first.
    private static func logger() -> Logger {
        let (logger, warning) = LogSetting.logger(environment: ProcessInfo.processInfo.environment)
        if let warning { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        return logger
    }

    private static func fail(_ message: String, status: Int32) -> Int32 {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return status
    }
}

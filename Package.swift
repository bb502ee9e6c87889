// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "newsdesk",
    // Only for building on a Mac: Synchronization's Mutex and Atomic need macOS 15 there.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "newsdesk", targets: ["newsdesk"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // HTTP for the NewsAPI client: linked statically and started on the first request (see README).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // Named directly because the transport names their types (time amounts, answers, errors).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // Named for the decompression limit of feeds (AsyncHTTPClient already builds it).
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        // The log NEWSDESK_LOG asks for (AsyncHTTPClient already builds it).
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Test code only: the fake NewsAPI.org server on loopback.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // GNU readline, linked from the system; only FlowKit's ReadlineConsole.swift imports it.
        .systemLibrary(
            name: "CReadline",
            path: "Sources/CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        // zlib, linked from the system, for reading gzip files; only NewsCatalog's Import/GzipByteSource.swift imports it.
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // libxml2, linked from the system, for feeds (SAX2) and their HTML; only NewsWeb's
        // Feeds/LibXML2.swift imports it.
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // SQLite's process-wide settings, made before the first connection opens; only NewsStorage's
        // SQLiteLibrary.swift imports it (GRDB links the same system SQLite).
        .systemLibrary(
            name: "CSQLiteConfig",
            path: "Sources/CSQLiteConfig",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // glibc's malloc_trim, which Swift's Glibc module does not declare; only NewsStorage's
        // FreeMemory.swift imports it.
        .systemLibrary(
            name: "CMalloc",
            path: "Sources/CMalloc"
        ),
        // The reusable framework: responders, flows, screens, ContentPrepare, commands, consoles.
        .target(
            name: "FlowKit",
            dependencies: ["CReadline"]
        ),
        // The news domain's values, shared by every News target: articles, sources, queries, pages,
        // the NewsService and ReadingList protocols, and the text of records and web addresses.
        .target(name: "NewsModels"),
        // SQLite set-up (GRDB pools and queues, WAL, SQLite's process-wide settings), private database
        // files, newsdesk's directories, bulk-load journals and storage failures in plain words.
        .target(
            name: "NewsStorage",
            dependencies: [
                "CMalloc",
                "CSQLiteConfig",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // The web: the HTTP transport, the NewsAPI client, feeds read and fetched, subscription files
        // (OPML, newsboat), the request log; never SQLite.
        .target(
            name: "NewsWeb",
            dependencies: [
                "NewsModels",
                "CLibXML2",
                // Only HTTP/AsyncHTTPClientTransport.swift imports AsyncHTTPClient and the NIO modules.
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Stories: articles that report one event grouped from their words, time and address, beside
        // the catalog (no SQLite, no terminal).
        .target(name: "NewsStories"),
        // The local catalog on SQLite and its import, the sample, feeds kept in the catalog and the
        // feed library over it.
        .target(
            name: "NewsCatalog",
            dependencies: [
                "NewsModels",
                "NewsStorage",
                "NewsStories",
                "NewsWeb",
                "CZlib",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Accounts and sessions, the NewsAPI key's file and keyring, and the reading list on SQLite.
        .target(
            name: "NewsAccounts",
            dependencies: [
                "NewsModels",
                "NewsStorage",
                // The NewsAPI key and the client a keyring checks it with.
                "NewsWeb",
                .product(name: "GRDB", package: "GRDB.swift"),
                // scrypt for password hashes: BoringSSL's, from the copy NIOSSL already links for HTTPS
                // (PasswordHasher.swift imports its module, CNIOBoringSSL).
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        // The app: flow controllers, screens and the dependency container.
        .target(
            name: "NewsdeskApp",
            dependencies: [
                "FlowKit", "NewsModels", "NewsWeb", "NewsCatalog", "NewsAccounts",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The executable: parses arguments and starts the app flow.
        .executableTarget(
            name: "newsdesk",
            dependencies: [
                "NewsdeskApp",
                "FlowKit",
                "NewsModels",
                "NewsStorage",
                "NewsWeb",
                "NewsCatalog",
                "NewsAccounts",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // FlowKit's example: a flow presenting a nested flow, the code ARCHITECTURE.md's recipe shows;
        // built and tested with everything else, never part of newsdesk.
        .target(
            name: "FlowKitExample",
            dependencies: ["FlowKit"],
            path: "Examples/FlowKitExample"
        ),
        // Measures feed reading and fetching for `make bench` (bench/feeds.py); never part of newsdesk.
        .executableTarget(
            name: "feed-bench",
            dependencies: ["NewsWeb"],
            path: "bench/FeedBench"
        ),
        // Groups UCI-shaped articles into stories for `make bench` (bench/stories.py); never part of newsdesk.
        .executableTarget(
            name: "story-bench",
            dependencies: ["NewsStories"],
            path: "bench/StoryBench"
        ),
        // Fakes and a scripted console so flow tests need no terminal, disk or network.
        .target(
            name: "NewsdeskTestSupport",
            dependencies: [
                "FlowKit", "NewsModels", "NewsWeb", "NewsAccounts", .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/Support"
        ),
        // A fake NewsAPI.org server on loopback for tests; speaks HTTP and JSON only, no app targets.
        .target(
            name: "FakeNewsAPI",
            dependencies: [
                "CZlib",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            path: "Tests/FakeNewsAPI",
            exclude: ["README.md"]
        ),
        // Runs the fake server standalone: prints its URL, serves until SIGTERM or SIGINT.
        .executableTarget(
            name: "fake-newsapi",
            dependencies: ["FakeNewsAPI"],
            path: "Tests/FakeNewsAPIMain"
        ),
        // A readline console on its own, for the terminal test that shows the main actor runs while
        // the prompt waits; never part of newsdesk.
        .executableTarget(
            name: "console-probe",
            dependencies: ["FlowKit"],
            path: "Tests/ConsoleProbe"
        ),
        // Starts fake-newsapi as a process of its own and reads what it recorded; Foundation only.
        .target(
            name: "FakeNewsAPIProcess",
            path: "Tests/FakeNewsAPIProcess"
        ),
        .testTarget(name: "FakeNewsAPITests", dependencies: ["FakeNewsAPI"]),
        .testTarget(name: "FlowKitTests", dependencies: ["FlowKit", "NewsdeskTestSupport"]),
        .testTarget(name: "FlowKitExampleTests", dependencies: ["FlowKitExample", "FlowKit", "NewsdeskTestSupport"]),
        .testTarget(name: "NewsModelsTests", dependencies: ["NewsModels"]),
        .testTarget(name: "NewsStoriesTests", dependencies: ["NewsStories"]),
        .testTarget(name: "NewsStorageTests", dependencies: ["NewsStorage", "NewsdeskTestSupport"]),
        .testTarget(name: "NewsWebTests", dependencies: ["NewsWeb", "FakeNewsAPIProcess", "NewsdeskTestSupport"]),
        // Feed library tests keep read marks in a real reading list, from NewsAccounts.
        .testTarget(name: "NewsCatalogTests", dependencies: ["NewsCatalog", "NewsAccounts", "NewsdeskTestSupport"]),
        .testTarget(name: "NewsAccountsTests", dependencies: ["NewsAccounts", "NewsdeskTestSupport"]),
        .testTarget(name: "NewsdeskAppTests", dependencies: ["NewsdeskApp", "NewsdeskTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["FakeNewsAPIProcess"]),
        // The executable's own reading of its command line, beside ArgumentParser's.
        .testTarget(
            name: "CommandLineTests",
            dependencies: ["newsdesk", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Warnings are errors where that is asked for (CI sets CI; `make lint` sets NEWSDESK_STRICT): in
// every target of this package, none of its dependencies.
if Context.environment["CI"] != nil || Context.environment["NEWSDESK_STRICT"] != nil {
    for target in package.targets where target.type != .system {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-warnings-as-errors"])]
    }
}

import FlowKit
import NewsCatalog

/// Fetches the feeds that are due while an interactive shell waits at its prompt, and says what
/// arrived: "12 new articles in 3 feeds".
///
/// It only ever starts while the prompt waits: a fetch that was waiting for its time is called off
/// when a command is read and starts again at the next wait, so no fetch begins under a command's
/// output. One that is under way when a command is read goes on; what it brought is said at the
/// next prompt, never in the middle of the command's output. Feeds fetched less than 15 minutes
/// ago are skipped by the fetcher itself, so a background fetch asks only the feeds that are due,
/// and it is silent about failures (the feeds list shows each feed's last error).
@MainActor
final class BackgroundFetch {
    private let library: any FeedLibrary
    private let console: any Console
    private let schedule: BackgroundFetchSchedule
    private let clock = ContinuousClock()
    /// When the next fetch is due; nil until the prompt first waits.
    private var nextDue: ContinuousClock.Instant?
    /// The task waiting for the next fetch's time, or fetching.
    private var task: Task<Void, Never>?
    /// Whether `task` is fetching (not waiting for its time).
    private var fetching = false
    /// Whether the prompt is waiting for a command.
    private var promptWaits = false
    /// What arrived while a command ran, said at the next prompt.
    private var pending: String?

    init(library: any FeedLibrary, console: any Console, schedule: BackgroundFetchSchedule) {
        self.library = library
        self.console = console
        self.schedule = schedule
    }

    /// The prompt waits: says what arrived meanwhile, and starts waiting for the next fetch's time.
    func promptWillWait() {
        promptWaits = true
        if let pending {
            self.pending = nil
            console.announce(pending)
        }
        guard task == nil else { return }
        let now = clock.now
        let due = nextDue ?? now + schedule.firstAfter
        nextDue = due
        let clock = clock
        task = Task { [weak self] in
            do {
                try await clock.sleep(until: due)
            } catch {
                return
            }
            await self?.fetch()
        }
    }

    /// A command was read: a fetch still waiting for its time is called off until the prompt waits again.
    func promptAnswered() {
        promptWaits = false
        guard !fetching else { return }
        task?.cancel()
        task = nil
    }

    /// Waits for the fetch under way, if any: for tests, which never sleep.
    func finish() async {
        await task?.value
    }

    private func fetch() async {
        fetching = true
        let library = library
        let reports = (try? await library.fetch(only: nil, force: false) { _ in }) ?? []
        fetching = false
        task = nil
        nextDue = clock.now + schedule.every
        let arrived = reports.filter { $0.stored.added > 0 }
        let added = arrived.reduce(0) { $0 + $1.stored.added }
        let note =
            added > 0
            ? "\(CountText.counted(added, "new article")) in \(CountText.counted(arrived.count, "feed")); 'unread' lists them." : nil
        guard promptWaits else {
            pending = note
            return
        }
        if let note { console.announce(note) }
        // The prompt still waits: the next fetch's time is waited for at once.
        promptWillWait()
    }
}

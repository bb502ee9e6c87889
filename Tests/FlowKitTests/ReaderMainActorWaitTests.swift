import Dispatch
import Foundation
import Testing

@testable import FlowKit

/// The readline thread's completion callback asks the main actor and waits for it: that works
/// while the main actor itself only awaits that thread, as it does while a prompt is up.
@Suite("The reader thread waits for the main actor")
@MainActor
struct ReaderMainActorWaitTests {
    /// Main-actor state the answer is read from, as completion reads the responder chain.
    @MainActor
    final class Words {
        var all = ["alpha"]
    }

    @Test(
        "a thread of its own gets main-actor state, as it is when it asks, while the main actor awaits that thread", .timeLimit(.minutes(1))
    )
    func threadGetsMainActorState() async {
        let words = Words()
        let asked = DispatchSemaphore(value: 0)
        let answer = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                asked.wait()
                continuation.resume(returning: ReadlineConsole.Reader.waitForMainActor { words.all })
            }
            // Changed on the main actor after the thread started and before it asks.
            words.all.append("beta")
            asked.signal()
        }
        #expect(answer == ["alpha", "beta"])
    }
}

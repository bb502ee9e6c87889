import Testing

@testable import FlowKit

@Suite("InterruptRelay")
@MainActor
struct InterruptRelayTests {
    @Test("an interrupt pressed before a load began, delivered during it, reaches nothing")
    func earlierInterruptIsSpent() async {
        let relay = InterruptRelay()
        var cancelled = 0
        await relay.run(after: 3, onInterrupt: { cancelled += 1 }) {
            relay.fire(number: 2)
            relay.fire(number: 3)
        }
        #expect(cancelled == 0)
    }

    @Test("an interrupt pressed during the load reaches it, and none reaches anything once it is over")
    func interruptDuringLoad() async {
        let relay = InterruptRelay()
        var cancelled = 0
        await relay.run(after: 3, onInterrupt: { cancelled += 1 }) {
            relay.fire(number: 4)
        }
        relay.fire(number: 5)
        #expect(cancelled == 1)
    }
}

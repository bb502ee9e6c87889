import Dispatch

/// A task executor with a serial queue of its own, so a test's clock measures the code under
/// test rather than how long the shared cooperative pool took to get round to it.
///
/// `swift test` runs every suite at once on a pool as wide as the machine has cores; on two cores
/// a few busy tests keep it full for seconds, and a test that resumes there after a request ends
/// reads its clock late. Work run with this executor as its preference (`withTaskExecutorPreference`,
/// `Task(executorPreference:)`), including a default actor's methods, runs on the queue instead;
/// a serial queue is not part of the cooperative pool, so it gets a thread when it has work.
final class DedicatedExecutor: TaskExecutor {
    private let queue: DispatchQueue

    /// Creates an executor with a new serial queue named `label`.
    init(label: String = "DedicatedExecutor") {
        queue = DispatchQueue(label: label)
    }

    /// Runs `job` on the queue, in the order enqueued.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async {
            job.runSynchronously(on: executor)
        }
    }
}

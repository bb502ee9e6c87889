import CMalloc

/// The C library's heap, asked to give its free pages back to the system.
public enum FreeMemory {
    /// Returns the wholly free pages of every malloc arena to the system.
    ///
    /// glibc keeps freed memory in the arena of the thread that freed it. Work that moves to other
    /// threads (an import's index builds after its append) then takes new pages while the old ones
    /// stay counted as the process's, so the peak grows by what the new threads take.
    public static func returnUnused() {
        _ = newsdesk_release_free_heap()
    }
}

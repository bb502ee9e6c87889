/// How the dates on list lines read.
public enum ListDateStyle: Sendable, Equatable {
    /// `2026-11-20 08:30` (UTC): scripts, pipes and transcripts read the same on every run.
    case absolute
    /// `5 min ago`, `3 h ago`, `2 days ago`, then `12 Mar 2026`: for a person at a terminal, who
    /// also reads an article's own date in their time zone (`TZ`).
    case relative
}

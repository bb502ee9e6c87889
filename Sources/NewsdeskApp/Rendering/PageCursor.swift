/// Which page of a list is on display, shared by a screen and the renderer it hands its content to.
@MainActor
final class PageCursor {
    /// The page on display, from 1.
    var number = 1
    /// How many items a page holds, fixed when the list is made.
    var size = ListPageSize.standard
}

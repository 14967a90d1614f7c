/// A reader window's contents page, the scrubber's chapter and the Contents button, as `ContentsFlow` drives
/// them: the app's feature conforms, so tests can give a fake.
@MainActor
public protocol ContentsPage: AnyObject {
    /// Where the book being read is, nil without a book.
    var navigator: PageNavigator? { get }
    /// The book's contents, nil until they are loaded for it.
    var contents: TableOfContents? { get }
    /// Whether the fill put off by `fillAheadLater` is still to come.
    var isFillAheadPending: Bool { get }

    /// The rows the page unfolds while `page` is read (`ContentsTree.initiallyExpanded`).
    func unfolded(forPage page: Int) -> Set<Int>
    /// Marks `page`'s chapter as the one being read.
    func markPage(_ page: Int)
    /// Lays the page out for the window's width.
    func chooseLayout()
    /// Fills the hidden page with `contents`, for `currentPage` being read.
    func fill(_ contents: TableOfContents, currentPage: Int)
    /// Fills the page on screen with `contents` anew, keeping the reader's place in it.
    func refill(_ contents: TableOfContents, currentPage: Int)
    /// Gives the keyboard to the chapter being read (or to the empty page's first button).
    func focusCurrent()
    /// Names the chapter being read on the scrubber (nil: none).
    func showChapter(_ title: String?)
    /// Puts the chapters' marks on the scrubber.
    func setMarks(_ marks: [ChapterMark])
    /// Calls `ContentsFlow.fillAheadDue` after `ContentsFlow.fillAheadDelay` milliseconds.
    func fillAheadLater()
    /// Drops the fill put off by `fillAheadLater`.
    func cancelFillAhead()
    /// Shows the Contents button and enables the contents' actions as `state` says.
    func showButton(_ state: ContentsButtonState)
}

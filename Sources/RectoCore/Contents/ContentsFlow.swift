/// A reader window's contents, routed: what Ctrl+T does before the contents show (the hidden page filled, or
/// only its mark moved, so the rows are there when it takes the focus), what follows a turn of the page or a
/// change of the contents (the chapter named on the scrubber, the mark moved, the hidden page filled a moment
/// later), a chosen chapter turning back to the book, and the Contents button's state. The app's feature keeps
/// the widgets, the storage and the edits, and is seen as a `ContentsPage`.
@MainActor
public final class ContentsFlow {
    /// How long after a change the hidden page is filled: not put off by the turns that follow, it fills for
    /// the page read when it runs.
    public static let fillAheadDelay: UInt32 = 1500

    /// The app's feature, which holds this flow.
    private unowned let page: any ContentsPage
    private let model: ReaderModel
    /// Where a chosen chapter is gone to, as a jump Back returns from.
    private let jumps: any Jumping
    /// Whether the hidden page holds what Ctrl+T would show.
    private var prefill = ContentsPrefill()

    public init(page: any ContentsPage, model: ReaderModel, jumps: any Jumping) {
        self.page = page
        self.model = model
        self.jumps = jumps
    }

    /// Whether the contents are on screen; the view model is the only one who knows.
    public var isShowing: Bool { model.view.shown == .contents }

    // MARK: Turning over and back

    /// Ctrl+T and the Contents button: the contents, or back to the book when they show; nothing without the
    /// book's contents.
    public func toggle() {
        guard let navigator = page.navigator, let contents = page.contents else { return }
        // Filled before the stack switches, so the rows are there when the page is mapped and takes the focus.
        if !isShowing {
            let current = navigator.currentPage
            let chapter = contents.position(containing: current)
            switch prefill.need(chapter: chapter, unfolded: page.unfolded(forPage: current)) {
            case .nothing, .moveMark:
                page.markPage(current)
                page.chooseLayout()
                prefill.filled(chapter: chapter, unfolded: page.unfolded(forPage: current))
            case .fill:
                fill()
            }
        }
        model.view.toggle(.contents)
    }

    /// A chapter was chosen (its page), or the contents were left: back to the book, at that page if any.
    public func turnBack(to target: Int?) {
        guard isShowing else { return }
        if let target { jumps.jump(to: target, animated: false) }
        model.view.showPage()
    }

    /// The contents page was put on screen: a widget takes the focus only once mapped, a frame after the flip
    /// starts.
    public func pageMapped() {
        if isShowing { page.focusCurrent() }
    }

    /// The window switched its stack: edits are allowed only while the contents show.
    public func viewChanged() {
        updateButton()
        // The empty state's buttons follow their actions, enabled only now: when the page was mapped first, its
        // Add Chapter Here could not take the focus then.
        if isShowing, page.contents?.isEmpty == true { page.focusCurrent() }
    }

    // MARK: Following the book

    /// Another book (or none): its contents are still to load, so nothing filled holds.
    public func bookChanged() {
        prefill.invalidate()
        page.cancelFillAhead()
    }

    /// The pages shown changed (at `navigator`): the scrubber names their chapter, the open contents move their
    /// mark and hidden ones are filled ahead.
    public func pagesChanged(_ navigator: PageNavigator) {
        updateButton()
        guard let contents = page.contents else { return }
        page.showChapter(contents.entry(containing: Self.namedPage(navigator))?.title)
        if isShowing { page.markPage(navigator.currentPage) } else { fillAheadLater() }
    }

    /// The contents were loaded, edited or imported: the scrubber's marks and chapter follow, the open page is
    /// filled anew in place and a hidden one ahead.
    public func contentsChanged() {
        guard let contents = page.contents, let navigator = page.navigator else { return }
        page.setMarks(contents.chapterMarks)
        page.showChapter(contents.entry(containing: Self.namedPage(navigator))?.title)
        prefill.invalidate()
        if isShowing {
            page.refill(contents, currentPage: navigator.currentPage)
            prefill.filled(chapter: contents.position(containing: navigator.currentPage),
                           unfolded: page.unfolded(forPage: navigator.currentPage))
        } else {
            fillAheadLater()
        }
        updateButton()
    }

    // MARK: Filling ahead

    /// Fills the hidden contents a moment after they or the chapter being read changed, unless they are filled
    /// already: building and filling the list for a long outline is most of Ctrl+T's work.
    private func fillAheadLater() {
        guard !isShowing, let contents = page.contents, let navigator = page.navigator,
              prefill.need(chapter: contents.position(containing: navigator.currentPage),
                           unfolded: page.unfolded(forPage: navigator.currentPage)) == .fill,
              !page.isFillAheadPending
        else { return }
        page.fillAheadLater()
    }

    /// The fill put off by `fillAheadLater` is due: made unless the contents show by now.
    public func fillAheadDue() {
        guard !isShowing, page.navigator != nil else { return }
        fill()
    }

    /// Fills the hidden page for the page being read: its chapter marked and unfolded.
    private func fill() {
        guard let contents = page.contents, let navigator = page.navigator else { return }
        page.cancelFillAhead()
        page.fill(contents, currentPage: navigator.currentPage)
        prefill.filled(chapter: contents.position(containing: navigator.currentPage),
                       unfolded: page.unfolded(forPage: navigator.currentPage))
    }

    // MARK: The button

    /// The Contents button shows from the second page on (and while the contents are open, to turn back), and
    /// from the cover on, pointed out, when the book asks for its contents to be shown.
    public func updateButton() {
        let loaded = page.navigator != nil && page.contents != nil
        let onCover = page.navigator?.isOnCover ?? true
        let pointedOut = model.pointsToContents
        page.showButton(ContentsButtonState(
            available: loaded && (!onCover || isShowing || pointedOut), pointedOut: pointedOut,
            editable: model.view.acceptsEdits(for: .contents) && page.contents != nil))
    }

    /// The page whose chapter the scrubber names: the later page of a spread, so a chapter that opens on the
    /// right-hand page is named as soon as it is in view.
    static func namedPage(_ navigator: PageNavigator) -> Int {
        navigator.visiblePages.last ?? navigator.currentPage
    }
}

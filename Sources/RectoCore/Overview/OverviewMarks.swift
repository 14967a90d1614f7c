/// The reader's marks on the overview's pages: the pages that hold notes or highlights (from the `NotesModel`)
/// and those of the open search's matches. A change is reported once, on the scheduler's next turn, however many
/// come together (a search reports page after page).
@MainActor
public final class OverviewMarks {
    private let notes: NotesModel
    private let searchPages: @MainActor () -> Set<Int>
    private let scheduler: any Scheduler
    private var observations: [ObservationToken] = []
    private var posted: ScheduledWork?
    /// Called after the marks changed, at most once a turn.
    public var onChange: (@MainActor () -> Void)?

    /// - Parameters:
    ///   - searchPages: the pages of the open search's matches (empty when none is open).
    ///   - observeSearch: calls its handler whenever those pages may have changed, while the token lives.
    public init(notes: NotesModel, scheduler: any Scheduler, searchPages: @escaping @MainActor () -> Set<Int>,
                observeSearch: (@escaping @MainActor () -> Void) -> ObservationToken?) {
        self.notes = notes
        self.scheduler = scheduler
        self.searchPages = searchPages
        observations.append(notes.observe { [weak self] event in
            switch event {
            case .reloaded, .changed, .loaded: self?.changed()
            case .problem, .saveFailed: break
            }
        })
        if let search = observeSearch({ [weak self] in self?.changed() }) { observations.append(search) }
    }

    /// Puts the current marks on `overview`'s pages.
    public func mark(_ overview: inout OverviewModel) {
        let items = notes.notes?.collection.items ?? []
        overview.setMarks(notes: Set(items.filter { !$0.text.isEmpty }.map(\.pageIndex)),
                          highlights: Set(items.filter { $0.highlight != nil }.map(\.pageIndex)),
                          searchMatches: searchPages())
    }

    private func changed() {
        guard posted?.isPending != true else { return }
        posted = scheduler.after(0) { [weak self] in self?.onChange?() }
    }
}

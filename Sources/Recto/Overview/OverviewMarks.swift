import Foundation
import GObjectSupport
import RectoCore

/// The reader's marks on the overview's pages: the pages that hold notes or highlights (from the `NotesModel`)
/// and those of the current search's matches. A change is reported once per main-loop turn, as a search
/// reports page after page.
@MainActor
final class OverviewMarks {
    private let notes: NotesModel
    private let searchPages: @MainActor () -> Set<Int>
    private var observations: [ObservationToken] = []
    private var posted = false
    /// Called after the marks changed, at most once a main-loop turn.
    var onChange: (@MainActor () -> Void)?

    init(notes: NotesModel, searchPages: @escaping @MainActor () -> Set<Int>,
         observeSearch: (@escaping @MainActor () -> Void) -> ObservationToken?) {
        self.notes = notes
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
    func mark(_ overview: inout OverviewModel) {
        overview.setMarks(notes: pages(highlights: false), highlights: pages(highlights: true),
                          searchMatches: searchPages())
    }

    private func changed() {
        guard !posted else { return }
        posted = true
        MainLoop.post { [weak self] in
            guard let self else { return }
            posted = false
            onChange?()
        }
    }

    private func pages(highlights: Bool) -> Set<Int> {
        Set((notes.notes?.collection.items ?? []).filter {
            highlights ? $0.highlight != nil : !$0.text.isEmpty
        }.map(\.pageIndex))
    }
}

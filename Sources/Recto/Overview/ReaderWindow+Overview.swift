import CGtk
import Foundation
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// The page overview (Overview button, Ctrl+Alt+O), handed what it shows beside the model.
    func installOverview(notes: NotesModel) {
        let services = OverviewCoordinator.Services(
            session: { [weak self] in self?.session },
            contents: { [weak self] in self?.contentsFeature?.contents },
            searchPages: { [weak self] in
                guard let search = self?.search, search.bar.isOpen, let found = search.search else { return [] }
                return Set(found.matches.map(\.page))
            },
            jump: { [weak self] page in self?.history?.jump(to: page, animated: false) })
        overview = OverviewCoordinator(model: model, notes: notes, header: header, stack: content,
                                       actionsOn: window, services: services)
    }
}

import CGtk
import Foundation
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Makes the window follow its `ReaderModel`: installed first, so the window (the session's renders, the
    /// scrubber, the saved state) has followed a change before any feature hears of it. The model tells a new
    /// book before its pages, so session observers always run before page observers.
    func installModel() {
        model.observe { [weak self] change in self?.modelChanged(change) }
    }

    /// Closes the open book (it could not be opened, or it left the library): every feature hears of it.
    func closeBook() {
        session = nil
        model.close()
    }

    private func modelChanged(_ change: ReaderModel.Change) {
        switch change {
        case .book:
            if let session { scrubber.configure(pageCount: session.document.pageCount, direction: model.direction) }
            sessionObservers.forEach { $0(session) }
        case let .pages(edge):
            session?.pagesMoved(edge: edge)
        case .labels:
            updatePosition()
        case .direction:
            AppSettings.shared.readingDirection = model.direction
            if let session { scrubber.configure(pageCount: session.document.pageCount, direction: model.direction) }
            updatePosition()
        case .layout:
            AppSettings.shared.pageLayout = model.layout
        case .zoom, .view:
            break // the pages follow (`.pages`); the stack follows the view model itself
        }
    }
}

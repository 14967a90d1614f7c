import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// View ▸ Trim Margins (`win.trim-margins`, Ctrl+Shift+M): shows each page cropped to its content, one crop for
/// the odd pages and one for the even (`MarginTrim`), so the text is larger on a small screen. The choice and the
/// crops found are kept with the book: a book reopened trimmed shows trimmed from its first page, without reading
/// its content boxes again. The model carries the crops; the renders, the strip and the marks follow it.
@MainActor
final class TrimMarginsFeature {
    private let model: ReaderModel
    private var action: OpaquePointer?
    private var observation: ObservationToken?
    /// The book whose content boxes are being read, so that a second toggle does not read them twice.
    private weak var reading: PDFDocument?

    /// - Parameter actionsOn: the window that holds the action.
    init(actionsOn window: UnsafeMutablePointer<GtkWidget>, model: ReaderModel) {
        self.model = model
        let action = Actions.addToggle(to: window, .trimMargins, initial: false) { [weak self] on in
            self?.choose(on)
        }
        self.action = action
        Actions.setEnabled(action, false)
        observation = model.observe { [weak self] change in
            switch change {
            case .book, .trim:
                self?.showState()
                self?.readCropsIfNeeded()
            default: break
            }
        }
    }

    private func choose(_ on: Bool) {
        model.setTrimsMargins(on)
        readCropsIfNeeded()
    }

    /// Trimmed without crops (first use, or a state saved before they were read): the content boxes of a sample
    /// of pages are read on the second document, and the pages follow once they arrive.
    private func readCropsIfNeeded() {
        guard model.trimsMargins, model.marginTrim == nil, let document = model.source as? PDFDocument,
              reading !== document else { return }
        reading = document
        document.loadContentBoxes(of: MarginTrim.samplePages(pageCount: document.pageCount)) { [weak self] read in
            guard let self, model.source === document else { return }
            reading = nil
            model.setMarginTrim(read.trim)
        }
    }

    /// The menu's check item follows the model, whoever changed it.
    private func showState() {
        guard let action else { return }
        Actions.setEnabled(action, model.source != nil)
        Actions.setState(action, model.trimsMargins)
    }
}

import CGtk
import Foundation
import GObjectSupport
import RectoCore
import RectoPDF

/// Spreads and right-to-left (`win.spread`, `win.right-to-left`): how each book opens and what the reader
/// chooses for it. A book opens as the reader last chose for it, else as its file asks (`/PageLayout`,
/// `/ViewerPreferences /Direction`, `/PageMode /UseOutlines`), else as the reader last chose for any book; a
/// choice the reader makes is kept with the book's reading state and as the default for the next books.
@MainActor
final class ReadingChoicesFeature {
    private var observation: ObservationToken?
    private let model: ReaderModel
    private var spread: OpaquePointer?
    private var rightToLeft: OpaquePointer?

    /// - Parameter actionsOn: the window that holds the actions.
    init(actionsOn window: UnsafeMutablePointer<GtkWidget>, model: ReaderModel) {
        self.model = model
        spread = Actions.addToggle(to: window, .spread, initial: model.layout == .spread) { [weak self] on in
            self?.choose(layout: on ? .spread : .single)
        }
        rightToLeft = Actions.addToggle(to: window, .rightToLeft, initial: model.direction == .rightToLeft) {
            [weak self] on in self?.choose(direction: on ? .rightToLeft : .leftToRight)
        }
        observation = model.observe { [weak self] change in
            switch change {
            case .book, .layout, .direction: self?.showState()
            default: break
            }
        }
    }

    /// How `document` opens, given its saved `remembered` state (nil: never opened).
    func choices(for document: PDFDocument, remembered: ReadingState?) -> OpeningChoices {
        OpeningChoices(remembered: remembered, book: document.viewerPreferences,
                       defaultLayout: AppSettings.shared.pageLayout,
                       defaultDirection: AppSettings.shared.readingDirection)
    }

    private func choose(layout: PageLayout) {
        model.setLayout(layout)
        AppSettings.shared.pageLayout = layout
    }

    private func choose(direction: ReadingDirection) {
        model.setDirection(direction)
        AppSettings.shared.readingDirection = direction
    }

    /// The menu's check items follow the model, whoever changed it.
    private func showState() {
        if let spread { Actions.setState(spread, model.layout == .spread) }
        if let rightToLeft { Actions.setState(rightToLeft, model.direction == .rightToLeft) }
    }
}

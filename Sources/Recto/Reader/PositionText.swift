import Foundation
import RectoCore
import RectoPDF

/// The reader-facing words for positions and open failures, translated.
enum PositionText {
    /// "Page 12 of 304", or "xii (12 of 304)" when the book labels its pages.
    static func describe(_ position: PagePosition) -> String {
        switch position {
        case let .numbered(number, count):
            String(format: i18n("Page %d of %d"), number, count)
        case let .labelled(label, number, count):
            String(format: i18n("%@ (%d of %d)"), label, number, count)
        case let .numberedSpread(first, last, count):
            String(format: i18n("Pages %d–%d of %d"), first, last, count)
        case let .labelledSpread(firstLabel, lastLabel, first, last, count):
            String(format: i18n("%@–%@ (%d–%d of %d)"), firstLabel, lastLabel, first, last, count)
        }
    }
}

/// What the status page says when a book cannot be opened.
enum OpenFailureText {
    static func reason(for error: PDFOpenError) -> String {
        switch error {
        case .notFound: i18n("The file does not exist. It may have been moved, renamed or deleted.")
        case let .unreadable(reason): String(format: i18n("The file could not be read: %@."), reason)
        case .notPDF: i18n("The file is not a PDF document.")
        case .damaged: i18n("The file is damaged or incomplete, and could not be read as a PDF document.")
        case .needsPassword, .wrongPassword: i18n("The document is locked with a password.")
        case .noPages: i18n("The document has no pages.")
        }
    }

    /// A path given to `flatpak run` that the sandbox cannot see (`SandboxPolicy.MissingFile.hiddenBySandbox`).
    static var hiddenBySandbox: String {
        i18n("Recto runs in a sandbox that cannot see this file. Choose it with Open… to let Recto read it.")
    }
}

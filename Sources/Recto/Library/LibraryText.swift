import Foundation
import RectoCore

/// The library's words for people: row details, messages and toasts, translated.
enum LibraryText {
    /// The progress line of a row (`LibraryEntry.progressLine`): "p. 45 of 304", or the length of a book not
    /// started.
    static func progress(of entry: LibraryEntry) -> String? {
        switch entry.progressLine {
        case .unreadable: i18n("Cannot be read")
        case let .onPage(page, pageCount): String(format: i18n("p. %d of %d"), page, pageCount)
        case let .length(pageCount): String(format: i18nPlural("%d page", "%d pages", pageCount), pageCount)
        case nil: nil
        }
    }

    /// What a screen reader hears after a row's title: whether it is open, the author and the progress.
    static func accessibleDescription(of entry: LibraryEntry, isOpen: Bool) -> String {
        [isOpen ? i18n("Open now") : nil, entry.author.map { String(format: i18n("by %@"), $0) }, progress(of: entry)]
            .compactMap { $0 }.joined(separator: i18n(", "))
    }

    /// Why the library folder cannot be shown.
    static func message(for error: LibraryScanError) -> String {
        switch error {
        case let .missing(path):
            String(format: i18n("The library folder “%@” does not exist."), path.displayString)
        case let .notAFolder(path):
            String(format: i18n("“%@” is not a folder, so it cannot hold the library."), path.displayString)
        case let .unreadable(path, code):
            String(format: i18n("The library folder “%@” could not be read: %@."), path.displayString, reason(code))
        case let .notMounted(path):
            String(format: i18n("The library folder “%@” is on a drive that is not mounted now."), path.displayString)
        case let .cannotCreate(path, code):
            String(format: i18n("The library folder “%@” could not be created: %@."), path.displayString, reason(code))
        }
    }

    /// Why one file could not be added.
    static func message(for failure: LibraryImportFailure) -> String {
        switch failure {
        case let .cannotRead(code): String(format: i18n("it could not be read (%@)"), reason(code))
        case .notAFile: i18n("it is not a file")
        case let .cannotWrite(code): String(format: i18n("it could not be copied (%@)"), reason(code))
        case .noFreeName: i18n("no free name was found for it")
        }
    }

    /// What the library pane tells the reader, as a toast.
    static func notice(_ notice: LibraryPaneFlow.Notice) -> String {
        switch notice {
        case let .unopenableName(name):
            String(format: i18n("“%@” has a file name Recto cannot open; rename it to read it"), name)
        case let .notPDF(name): String(format: i18n("“%@” is not a PDF, so it was not added"), name)
        case let .notPDFs(names): String(format: i18n("Not added, as they are not PDFs: %@"), quotedList(names))
        case let .notAdded(name, failure):
            String(format: i18n("“%@” was not added: %@"), name, message(for: failure))
        case let .added(title): String(format: i18n("Added “%@”"), title)
        case let .addedBooks(count): String(format: i18nPlural("Added %d book", "Added %d books", count), count)
        }
    }

    /// The system's description of an errno value.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Names for a list in a message: "“a.txt”, “b.doc”".
    static func quotedList(_ names: [String]) -> String {
        names.map { String(format: i18n("“%@”"), $0) }.joined(separator: i18n(", "))
    }
}

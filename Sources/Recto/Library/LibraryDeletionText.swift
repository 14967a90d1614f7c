import Foundation
import RectoCore

/// The words of deleting books, for one book (named) or several (counted or listed), as `BookTitles` chooses.
/// Plain text: whoever puts it in a toast escapes it (`Markup.escaped`), as libadwaita reads toast titles as markup.
enum LibraryDeletionText {
    /// The toast after books went to the trash (it offers Undo).
    static func trashed(_ titles: [String]) -> String {
        switch BookTitles(titles) {
        case let .one(title): String(format: i18n("“%@” moved to the trash"), title)
        case let .several(titles):
            String(format: i18nPlural("%d book moved to the trash", "%d books moved to the trash", titles.count),
                   titles.count)
        }
    }

    /// Books that stayed because the trash refused them; `reason` is the first book's.
    static func notTrashed(_ titles: [String], reason: String) -> String {
        switch BookTitles(titles) {
        case let .one(title): String(format: i18n("“%@” could not be moved to the trash: %@"), title, reason)
        case let .several(titles):
            String(format: i18n("%@ could not be moved to the trash: %@"), LibraryText.quotedList(titles), reason)
        }
    }

    /// The confirmation before deleting for good, on a volume without a trash.
    static func confirmation(_ titles: [String]) -> String {
        switch BookTitles(titles) {
        case let .one(title):
            String(format: i18n("The library folder has no trash, so “%@” will be deleted at once and cannot be restored."),
                   title)
        case let .several(titles):
            String(format: i18nPlural(
                "The library folder has no trash, so %d book will be deleted at once and cannot be restored.",
                "The library folder has no trash, so %d books will be deleted at once and cannot be restored.",
                titles.count), titles.count)
        }
    }

    /// The toast after books were deleted for good.
    static func deleted(_ titles: [String]) -> String {
        switch BookTitles(titles) {
        case let .one(title): String(format: i18n("“%@” deleted"), title)
        case let .several(titles):
            String(format: i18nPlural("%d book deleted", "%d books deleted", titles.count), titles.count)
        }
    }

    /// Books that could not be deleted for good.
    static func notDeleted(_ titles: [String], reason: String) -> String {
        switch BookTitles(titles) {
        case let .one(title): String(format: i18n("“%@” could not be deleted: %@"), title, reason)
        case let .several(titles):
            String(format: i18n("%@ could not be deleted: %@"), LibraryText.quotedList(titles), reason)
        }
    }
}

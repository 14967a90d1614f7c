import Foundation
import RectoCore

/// Tells the reader, in one sentence, what in a contents file was ignored and why.
enum ContentsReportText {
    /// A sentence for a sidecar read with problems, or nil if it was clean.
    static func describe(_ report: ContentsParseReport, file: String?) -> String? {
        guard !report.isClean else { return nil }
        let reasons = report.issues.map { String(format: reason($0.issue), $0.count) }.joined(separator: ", ")
        if let file {
            return String(format: i18n("Some contents entries in “%@” were ignored: %@."), file, reasons)
        }
        return String(format: i18n("Some contents entries were ignored: %@."), reasons)
    }

    /// A sentence for a sidecar that could not be used at all.
    static func describe(_ error: ContentsSidecarError, file: String) -> String {
        switch error {
        case .tooLarge: String(format: i18n("The contents file “%@” is too large to read."), file)
        case .unreadable: String(format: i18n("The contents file “%@” could not be read."), file)
        case .notAPropertyList, .unexpectedRoot:
            String(format: i18n("The contents file “%@” is not a contents list and was left as it is."), file)
        }
    }

    private static func reason(_ issue: ContentsParseIssue) -> String {
        switch issue {
        case .nonNumericPage: i18n("%d without a page number")
        case .negativePage: i18n("%d with a negative page")
        case .pageOutOfRange: i18n("%d past the end of the book")
        case .duplicatePage: i18n("%d on a page already used")
        case .emptyTitle: i18n("%d without a title")
        case .nonStringTitle: i18n("%d whose title is not text")
        case .malformedPart, .partWithoutChapters, .malformedChildren: i18n("%d malformed")
        case .tooDeep: i18n("%d nested too deeply")
        }
    }
}

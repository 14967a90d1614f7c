import RectoCore

/// The words the find bar shows for a search's status: the one place `SearchModel.Status` becomes text.
enum SearchStatusText {
    /// "3 of 41", "No matches"…, with where the last step went round (", from the start"); "" when idle.
    static func text(_ status: SearchModel.Status, wrap: SearchModel.Wrap?) -> String {
        var text: String
        switch status {
        case .idle: return ""
        case .searching: text = i18n("Searching…")
        case let .found(number, count): text = String(format: i18n("%d of %d"), number, count)
        case .noMatches: text = i18n("No matches")
        case .noText: text = i18n("This book has no searchable text")
        }
        switch wrap {
        case .fromStart?: text += ", " + i18n("from the start")
        case .fromEnd?: text += ", " + i18n("from the end")
        case nil: break
        }
        return text
    }
}

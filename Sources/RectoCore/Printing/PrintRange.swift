import Foundation

/// The pages a reader asks to print, typed as page labels or numbers ("xii–3", "1-3,5"): the same words
/// Go to Page accepts, so a book with front matter prints its printed page 3 for "3".
public enum PrintRange {
    /// Why a range names no pages.
    public enum Problem: Error, Equatable, Sendable {
        /// Nothing was typed.
        case empty
        /// This part names no page of the book.
        case unknown(String)
    }

    /// The zero-based pages `text` names, in the order typed, each once. Parts are separated by commas or
    /// semicolons; a part is a page ("xii", "7") or two joined by a hyphen or a dash ("xii–3", "5 - 9"). A
    /// range typed backwards runs forwards. A label that itself holds a hyphen ("A-1") is read whole first.
    public static func pages(_ text: String, labels: PageLabels, pageCount: Int) -> Result<[Int], Problem> {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == ";" })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard !parts.isEmpty, pageCount > 0 else { return .failure(.empty) }
        var pages: [Int] = []
        var seen = Set<Int>()
        for part in parts {
            guard let range = range(part, labels: labels, pageCount: pageCount) else {
                return .failure(.unknown(part))
            }
            for page in range where seen.insert(page).inserted { pages.append(page) }
        }
        return .success(pages)
    }

    private static let dashes: Set<Character> = ["-", "–", "—", "‐", "−"]

    /// The pages one part names, or nil.
    private static func range(_ part: String, labels: PageLabels, pageCount: Int) -> ClosedRange<Int>? {
        if let page = labels.page(forInput: part, pageCount: pageCount) { return page...page }
        // Each dash is tried as the join, so "A-1–A-3" finds the one that leaves a page on both sides.
        for index in part.indices where dashes.contains(part[index]) {
            let first = String(part[..<index]), last = String(part[part.index(after: index)...])
            guard let from = labels.page(forInput: first, pageCount: pageCount),
                  let to = labels.page(forInput: last, pageCount: pageCount) else { continue }
            return min(from, to)...max(from, to)
        }
        return nil
    }
}

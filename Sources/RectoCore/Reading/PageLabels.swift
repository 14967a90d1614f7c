import Foundation

/// A book's page labels ("i", "ii", … "1", "2"), as the PDF defines them, and the position text built on them.
public struct PageLabels: Equatable, Sendable {
    /// One label per page, or empty when the book has none.
    public let labels: [String]

    public init(_ labels: [String] = []) {
        self.labels = labels
    }

    /// Whether the labels say anything beyond the page numbers themselves ("1", "2", …).
    public var areMeaningful: Bool {
        labels.enumerated().contains { index, label in label != String(index + 1) }
    }

    /// The label of `page` when it differs from its number, else nil.
    public func distinctLabel(forPage page: Int) -> String? {
        guard labels.indices.contains(page) else { return nil }
        let label = labels[page]
        return label.isEmpty || label == String(page + 1) ? nil : label
    }

    /// The position of `page` for the reader: its label when it has a distinct one.
    public func position(ofPage page: Int, pageCount: Int) -> PagePosition {
        if let label = distinctLabel(forPage: page) {
            return .labelled(label: label, number: page + 1, count: pageCount)
        }
        return .numbered(number: page + 1, count: pageCount)
    }

    /// The position of the pages on screen: one page, or a spread of two ("Pages 4–5 of 23").
    public func position(ofPages pages: [Int], pageCount: Int) -> PagePosition {
        guard pages.count == 2 else { return position(ofPage: pages.first ?? 0, pageCount: pageCount) }
        let (first, last) = (pages[0], pages[1])
        if let firstLabel = distinctLabel(forPage: first), let lastLabel = distinctLabel(forPage: last) {
            return .labelledSpread(first: firstLabel, last: lastLabel, firstNumber: first + 1, lastNumber: last + 1,
                                   count: pageCount)
        }
        return .numberedSpread(firstNumber: first + 1, lastNumber: last + 1, count: pageCount)
    }

    /// The page a reader means by `input`: a page label (exact, then case-insensitive) wins over a number,
    /// since in a book with front matter "3" usually names the printed page 3. Numbers count from 1.
    /// Returns nil for anything that names no page.
    public func page(forInput input: String, pageCount: Int) -> Int? {
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        if areMeaningful {
            if let exact = labels.firstIndex(of: text) { return exact }
            let lowered = text.lowercased()
            if let loose = labels.firstIndex(where: { $0.lowercased() == lowered }) { return loose }
        }
        // Not `(1...pageCount).contains`: that range traps when pageCount is 0.
        if let number = Int(text), number >= 1, number <= pageCount { return number - 1 }
        return nil
    }
}

/// Where the reader is, in the words the page label uses.
public enum PagePosition: Equatable, Sendable {
    /// "Page 12 of 304".
    case numbered(number: Int, count: Int)
    /// "xii (12 of 304)".
    case labelled(label: String, number: Int, count: Int)
    /// "Pages 12–13 of 304".
    case numberedSpread(firstNumber: Int, lastNumber: Int, count: Int)
    /// "xii–xiii (12–13 of 304)".
    case labelledSpread(first: String, last: String, firstNumber: Int, lastNumber: Int, count: Int)
}

import Foundation

extension ContentsImporter {
    /// A part heading derived from a file name: the extensions dropped, camel case and separators split into
    /// words, upper-cased. "BookOne.plist" gives "BOOK ONE", "book_two.toc.plist" "BOOK TWO",
    /// "PDFGuide2.plist" "PDF GUIDE 2". `nil` when nothing is left.
    public static func heading(forFileName fileName: String) -> String? {
        var stem = Substring(fileName)
        for suffix in [".plist", ".toc"] where stem.lowercased().hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
        }
        let words = stem
            .split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "-" || $0 == "." })
            .flatMap { splitCamelCase(String($0)) }
        guard !words.isEmpty else { return nil }
        return words.joined(separator: " ").uppercased()
    }

    /// Splits at lower-to-upper ("bookOne"), at the end of an acronym ("PDFGuide") and between letters
    /// and digits ("Book2").
    static func splitCamelCase(_ token: String) -> [String] {
        let characters = Array(token)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if !current.isEmpty, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let lowerToUpper = previous.isLowercase && character.isUppercase
                let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                let digitEdge = previous.isNumber != character.isNumber
                if lowerToUpper || acronymEnd || digitEdge {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

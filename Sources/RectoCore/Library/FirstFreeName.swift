import Foundation

/// Picks names that are not in use, always the lowest free number, never an ever-growing counter:
/// "Note 1", "Note 2", … for new documents and `Book.pdf`, `Book 2.pdf`, `Book 3.pdf`, … for copies,
/// so deleting "Note 2" makes "Note 2" the next name again.
///
/// These functions only look at the names they are given. Whoever creates the file must still create it
/// without replacing an existing one (`LibraryImporter` does) because another program may take the name
/// between the choice and the creation.
public enum FirstFreeName {
    /// What to do when a copied name already ends in a number, as in "Volume 3.pdf".
    public enum TrailingNumberPolicy: Sendable, Equatable {
        /// Treat the number as part of the name: "Volume 3.pdf" taken → "Volume 3 2.pdf".
        /// The default, because book names often end in a real number (volume, edition, year) and
        /// "Volume 4.pdf" would pass a copy off as another volume.
        case appendCounter
        /// Treat the number as a copy counter and continue it upward: "Book 2.pdf" taken → "Book 3.pdf"
        /// (the first free number above the one in the name). Only plain numbers without leading zeros count.
        case continueCounter
    }

    /// The first free "BASE N" (or "BASE N.EXT" when `fileExtension` is given), starting at 1.
    ///
    /// `base` is shown to people: the app passes its translation of "Note".
    /// With `caseInsensitive`, "note 1" counts as taking "Note 1".
    public static func defaultName(
        base: String,
        fileExtension: String? = nil,
        taken: some Sequence<String>,
        caseInsensitive: Bool = false
    ) -> String {
        let used = normalizedSet(taken, caseInsensitive: caseInsensitive)
        var number = 1
        while true {
            let candidate = assemble(stem: "\(base) \(number)", fileExtension: fileExtension)
            if !used.contains(normalize(candidate, caseInsensitive: caseInsensitive)) { return candidate }
            number += 1
        }
    }

    /// The name a copy of `fileName` gets: the name itself when free, else "STEM N.EXT" with the lowest free N ≥ 2.
    ///
    /// The extension is the part after the last dot that is not the first character (".hidden" has none).
    public static func copyName(
        for fileName: String,
        taken: some Sequence<String>,
        caseInsensitive: Bool = false,
        trailingNumbers: TrailingNumberPolicy = .appendCounter
    ) -> String {
        let used = normalizedSet(taken, caseInsensitive: caseInsensitive)
        if !used.contains(normalize(fileName, caseInsensitive: caseInsensitive)) { return fileName }
        let (stem, fileExtension) = split(fileName)
        var family = stem
        var number = 2
        if trailingNumbers == .continueCounter, let (prefix, trailing) = trailingNumber(of: stem) {
            family = prefix
            number = trailing + 1
        }
        while true {
            let candidate = assemble(stem: "\(family) \(number)", fileExtension: fileExtension)
            if !used.contains(normalize(candidate, caseInsensitive: caseInsensitive)) { return candidate }
            number += 1
        }
    }

    /// Splits "Book.pdf" into ("Book", "pdf"); "Book" and ".hidden" have no extension.
    public static func split(_ fileName: String) -> (stem: String, fileExtension: String?) {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return (fileName, nil) }
        return (String(fileName[..<dot]), String(fileName[fileName.index(after: dot)...]))
    }

    private static func assemble(stem: String, fileExtension: String?) -> String {
        guard let fileExtension else { return stem }
        return "\(stem).\(fileExtension)"
    }

    /// "Book 12" → ("Book", 12). Leading zeros ("Track 007") and absurdly long numbers do not count.
    private static func trailingNumber(of stem: String) -> (prefix: String, number: Int)? {
        guard let space = stem.lastIndex(of: " "), space != stem.startIndex else { return nil }
        let digits = stem[stem.index(after: space)...]
        guard !digits.isEmpty, digits.count <= 9, digits.first != "0",
              digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits) else { return nil }
        return (String(stem[..<space]), number)
    }

    private static func normalizedSet(_ names: some Sequence<String>, caseInsensitive: Bool) -> Set<String> {
        Set(names.lazy.map { normalize($0, caseInsensitive: caseInsensitive) })
    }

    private static func normalize(_ name: String, caseInsensitive: Bool) -> String {
        caseInsensitive ? name.lowercased() : name
    }
}

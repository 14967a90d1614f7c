/// What happened to one file handed to `LibraryImporter`.
public struct LibraryImportResult: Equatable, Sendable {
    /// The outcome for one source.
    public enum Outcome: Equatable, Sendable {
        /// Copied into the library; the item describes the new file (its name may carry a number).
        case imported(LibraryItem)
        /// Refused: the file does not start like a PDF. Nothing was written.
        case notPDF
        /// The copy failed; nothing is left behind in the library folder.
        case failed(LibraryImportFailure)
    }

    /// The file the person chose.
    public let source: LibraryPath
    /// What happened to it.
    public let outcome: Outcome

    /// Creates a result.
    public init(source: LibraryPath, outcome: Outcome) {
        self.source = source
        self.outcome = outcome
    }

    /// The imported item, if the import succeeded.
    public var item: LibraryItem? {
        if case .imported(let item) = outcome { return item }
        return nil
    }
}

/// What a reconciler step changed in the list, so the app can patch its list model in place (keeping the
/// selection and scroll position) instead of rebuilding it.
public struct LibraryChanges: Equatable, Sendable {
    /// A file that kept its row under a new path.
    public struct Rename: Equatable, Sendable {
        /// The old path.
        public let from: LibraryPath
        /// The new path.
        public let to: LibraryPath

        /// Creates a rename.
        public init(from: LibraryPath, to: LibraryPath) {
            self.from = from
            self.to = to
        }
    }

    /// Paths that gained a row.
    public var inserted: [LibraryPath] = []
    /// Paths that lost their row. If the open book is among them, the app closes it.
    public var removed: [LibraryPath] = []
    /// Paths whose row stays but whose item changed (re-read metadata when size or time changed).
    public var updated: [LibraryPath] = []
    /// Rows that moved to a new path; the selection follows them.
    public var renamed: [Rename] = []

    /// Creates changes (no arguments: no change).
    public init(inserted: [LibraryPath] = [], removed: [LibraryPath] = [], updated: [LibraryPath] = [],
                renamed: [Rename] = []) {
        self.inserted = inserted
        self.removed = removed
        self.updated = updated
        self.renamed = renamed
    }

    /// Whether nothing changed (the app can skip touching the list).
    public var isEmpty: Bool { inserted.isEmpty && removed.isEmpty && updated.isEmpty && renamed.isEmpty }
}

/// What a notes file held, as far as this build understood it.
public struct NotesFileContents: Equatable, Sendable {
    /// The notes and tombstones that could be read.
    public var snapshot: NotesSnapshot
    /// Notes and tombstones that could not be read (a field missing, a number out of range, a duplicate); they
    /// are not in `snapshot`.
    public var skippedRecords: Int
    /// Whether the file held bytes that are not UTF-8, replaced by U+FFFD in the text read.
    public var repairedText: Bool
    /// The format version the file says it has.
    public var version: Int

    /// Creates the contents.
    public init(snapshot: NotesSnapshot, skippedRecords: Int = 0, repairedText: Bool = false,
                version: Int = NotesFile.currentVersion) {
        self.snapshot = snapshot
        self.skippedRecords = skippedRecords
        self.repairedText = repairedText
        self.version = version
    }

    /// Whether a newer Recto wrote the file: this build shows what it understands and never writes over it.
    public var isFromNewerVersion: Bool { version > NotesFile.currentVersion }

    /// Whether something in the file was lost in reading it, so the original must be kept before a write.
    public var isDamaged: Bool { skippedRecords > 0 || repairedText }
}

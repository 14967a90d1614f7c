import Foundation

/// Loads and saves the notes of one book as a JSON file (see `NotesFile` for the layout), written atomically.
///
/// A save is a merge: when the file changed since it was read (another window, another Recto, a sync tool),
/// it is read again and merged by note identity (`NotesSnapshot.merged(with:)`) before the write. Saves take
/// an exclusive `flock` on the notes folder, so two windows or two Rectos never interleave a read and a write.
public struct NotesStore: Sendable {
    /// The book's notes file.
    public let fileURL: URL

    /// A store for the notes file at `fileURL`.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// A store for a book's notes in Recto's data folder: `<dataDirectory>/notes/<documentKey>.json`. Characters
    /// other than letters, digits, "-" and "_" in the key are replaced so the key cannot leave the folder.
    public init(dataDirectory: URL, documentKey: String) {
        self.init(fileURL: Self.fileURL(dataDirectory: dataDirectory, documentKey: documentKey))
    }

    /// The notes file of a book in Recto's data folder.
    public static func fileURL(dataDirectory: URL, documentKey: String) -> URL {
        let safe = String(documentKey.unicodeScalars.map { scalar -> Character in
            let isSafe = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_")
            return isSafe ? Character(scalar) : "_"
        })
        return dataDirectory
            .appendingPathComponent("notes", isDirectory: true)
            .appendingPathComponent((safe.isEmpty ? "_" : safe) + ".json", isDirectory: false)
    }

    /// Reads the notes. A missing file means no notes yet; a file that cannot be understood is set aside with
    /// `AtomicFile.setAside` (and reported), so the next save cannot overwrite it; a file partly understood is
    /// copied aside and its readable notes returned.
    public func load() -> NotesLoadResult {
        let stamp = NotesFileStamp.of(fileURL)
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            if !FileManager.default.fileExists(atPath: fileURL.path) {
                return NotesLoadResult(snapshot: NotesSnapshot(), problem: nil)
            }
            return NotesLoadResult(snapshot: NotesSnapshot(),
                                   problem: .cannotRead(reason: (error as NSError).localizedDescription))
        }
        switch NotesFile.decode(data) {
        case .success(let contents):
            if contents.isFromNewerVersion {
                return NotesLoadResult(snapshot: contents.snapshot, problem: .newerVersion(contents.version), stamp: stamp)
            }
            guard contents.isDamaged else { return NotesLoadResult(snapshot: contents.snapshot, problem: nil, stamp: stamp) }
            let kept = try? AtomicFile.copyAside(fileURL)
            let skipped = max(1, contents.skippedRecords)
            return NotesLoadResult(snapshot: contents.snapshot, problem: .partlyRead(skipped: skipped, keptAs: kept),
                                   stamp: stamp)
        case .failure(let defect):
            do {
                let moved = try AtomicFile.setAside(fileURL)
                return NotesLoadResult(snapshot: NotesSnapshot(), problem: .setAside(movedTo: moved, defect: defect))
            } catch {
                let reason = (error as NSError).localizedDescription
                return NotesLoadResult(snapshot: NotesSnapshot(), problem: .cannotSetAside(defect: defect, reason: reason))
            }
        }
    }

    /// Writes `snapshot` atomically (the previous file stays intact if the write fails), merged first with the
    /// file on disk unless the file is still as `knownStamp` says it was when last read or written (nil: never
    /// read). Tombstones past their lifetime are dropped. Call it off the main thread; the store is `Sendable`.
    public func save(
        _ snapshot: NotesSnapshot, knownStamp: NotesFileStamp?, now: Date = Date()
    ) throws(NotesSaveError) -> NotesSaveOutcome {
        let folder = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(reason: (error as NSError).localizedDescription)
        }
        return try AtomicFile.withFolderLock(folder) { () throws(NotesSaveError) -> NotesSaveOutcome in
            var toWrite = snapshot
            var merged = false
            var problem: NotesLoadProblem?
            if let current = NotesFileStamp.of(fileURL), current != knownStamp {
                let outside = load()
                problem = outside.problem
                switch outside.problem {
                case .newerVersion(let version)?:
                    throw .newerVersion(version)
                case .cannotRead(let reason)?, .cannotSetAside(_, let reason)?:
                    throw .cannotMerge(reason: reason)
                case .partlyRead(_, nil)?:
                    throw .cannotMerge(reason: "")
                case nil, .setAside?, .partlyRead?:
                    toWrite = snapshot.merged(with: outside.snapshot)
                    merged = true
                }
            }
            toWrite = toWrite.pruned(now: now)
            do throws(AtomicFile.WriteError) {
                try AtomicFile.write(NotesFile.encode(toWrite), to: fileURL)
            } catch {
                switch error {
                case .cannotCreateFolder(_, let reason), .cannotWrite(_, let reason): throw .cannotWrite(reason: reason)
                }
            }
            return NotesSaveOutcome(snapshot: toWrite, stamp: NotesFileStamp.of(fileURL),
                                    mergedOutsideChanges: merged, problem: problem)
        }
    }
}

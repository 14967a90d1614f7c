import Foundation

/// Loads and saves the notes of one book as a JSON file (see `NotesFile` for the layout), written atomically.
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
    /// `AtomicFile.setAside` (and reported), so the next save cannot overwrite it.
    public func load() -> NotesLoadResult {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            if !FileManager.default.fileExists(atPath: fileURL.path) {
                return NotesLoadResult(notes: [], problem: nil)
            }
            return NotesLoadResult(notes: [], problem: .cannotRead(reason: (error as NSError).localizedDescription))
        }
        switch NotesFile.decode(data) {
        case .success(let notes):
            return NotesLoadResult(notes: notes, problem: nil)
        case .failure(let defect):
            do {
                let moved = try AtomicFile.setAside(fileURL)
                return NotesLoadResult(notes: [], problem: .setAside(movedTo: moved, defect: defect))
            } catch {
                let reason = (error as NSError).localizedDescription
                return NotesLoadResult(notes: [], problem: .cannotSetAside(defect: defect, reason: reason))
            }
        }
    }

    /// Writes all notes atomically (the previous file stays intact if the write fails). Call it off the main
    /// thread for large books; the store is `Sendable` for that.
    public func save(_ notes: [Note]) throws(AtomicFile.WriteError) {
        try AtomicFile.write(NotesFile.encode(notes), to: fileURL)
    }
}

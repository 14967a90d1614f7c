import Foundation

/// Keeps one small JSON file per book under a folder (Recto uses `$XDG_STATE_HOME/recto/books/`), named by
/// the book's `DocumentKey`. Reads and writes are synchronous: the app calls them off the main thread.
///
/// Every number is range-checked on reading and a damaged field costs only that field; a save merges with the
/// file on disk (newest wins per field, `ReadingState.merged(with:)`), and never writes over a file from a
/// newer Recto.
public struct ReadingStateStore: Sendable {
    /// What happened to a state file that could not simply be read.
    public enum LoadProblem: Equatable, Sendable {
        /// The file was unreadable and was moved aside to `setAsideAt`; reading starts fresh.
        case corrupt(setAsideAt: String)
        /// Some fields were damaged and their defaults used. The file is left as it is; the next save copies it
        /// aside (`NAME.corrupt`) before writing, so loading it often (the library does) makes no copies.
        case partlyRead
        /// A newer Recto wrote the file (format `version`); it is read as far as understood and never written.
        case newerVersion(Int)
    }

    /// Why a state was not saved.
    public enum SaveError: Error, Equatable, Sendable {
        /// The file or its folder could not be written.
        case cannotWrite(AtomicFile.WriteError)
        /// The file on disk was written by a newer Recto (format `version`), which this build never overwrites.
        case newerVersion(Int)
        /// The file on disk is damaged and could not be kept aside first.
        case cannotKeep
    }

    /// The folder holding the state files.
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// The file for `key`.
    public func url(for key: DocumentKey) -> URL {
        folder.appendingPathComponent(key.rawValue + ".json")
    }

    /// The saved state for `key`, or nil if there is none. A file that cannot be decoded is set aside (never
    /// overwritten), and reported in `problem`; of a file partly decoded, what could be read is returned.
    public func load(_ key: DocumentKey) -> (state: ReadingState?, problem: LoadProblem?) {
        let file = url(for: key)
        guard let data = try? Data(contentsOf: file) else { return (nil, nil) }
        // Bytes that are not UTF-8 (a scribbled path) would fail the whole file; repaired, they cost that field.
        let valid = String(validating: data, as: UTF8.self) != nil
        let bytes = valid ? data : Data(String(decoding: data, as: UTF8.self).utf8)
        let record: ReadingStateRecord
        do {
            record = try Self.decoder.decode(ReadingStateRecord.self, from: bytes)
        } catch {
            let aside = (try? AtomicFile.setAside(file))?.path ?? file.path
            return (nil, .corrupt(setAsideAt: aside))
        }
        if record.version > ReadingState.currentVersion { return (record.state, .newerVersion(record.version)) }
        if record.droppedFields > 0 || !valid { return (record.state, .partlyRead) }
        return (record.state, nil)
    }

    /// Saves `state` for `key` atomically, merged with the state on disk (newest wins per field). A damaged
    /// file on disk is copied aside first; a file from a newer Recto is never written over.
    public func save(_ state: ReadingState, for key: DocumentKey) throws(SaveError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(.cannotCreateFolder(path: folder.path, reason: (error as NSError).localizedDescription))
        }
        try AtomicFile.withFolderLock(folder) { () throws(SaveError) in
            var merged = state
            let (onDisk, problem) = load(key)
            switch problem {
            case .newerVersion(let version)?: throw .newerVersion(version)
            case .partlyRead?:
                guard (try? AtomicFile.copyAside(url(for: key))) != nil else { throw .cannotKeep }
            case nil, .corrupt?: break
            }
            if let onDisk { merged = state.merged(with: onDisk) }
            let data = (try? Self.encoder.encode(merged)) ?? Data()
            do throws(AtomicFile.WriteError) {
                try AtomicFile.write(data, to: url(for: key))
            } catch {
                throw .cannotWrite(error)
            }
        }
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

import Foundation

/// Keeps one small JSON file per book under a folder (Recto uses `$XDG_STATE_HOME/recto/books/`), named by
/// the book's `DocumentKey`. Reads and writes are synchronous: the app calls them off the main thread.
public struct ReadingStateStore: Sendable {
    /// What happened to a state file that could not be read.
    public enum LoadProblem: Equatable, Sendable {
        /// The file was unreadable and was moved aside to `setAsideAt`; reading starts fresh.
        case corrupt(setAsideAt: String)
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
    /// overwritten), and reported in `problem`.
    public func load(_ key: DocumentKey) -> (state: ReadingState?, problem: LoadProblem?) {
        let file = url(for: key)
        guard let data = try? Data(contentsOf: file) else { return (nil, nil) }
        do {
            return (try Self.decoder.decode(ReadingState.self, from: data), nil)
        } catch {
            let aside = (try? AtomicFile.setAside(file))?.path ?? file.path
            return (nil, .corrupt(setAsideAt: aside))
        }
    }

    /// Saves `state` for `key` atomically.
    public func save(_ state: ReadingState, for key: DocumentKey) throws(AtomicFile.WriteError) {
        let data = (try? Self.encoder.encode(state)) ?? Data()
        try AtomicFile.write(data, to: url(for: key))
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

import Foundation
import RectoCore
import RectoTestSupport

/// The app's one library over fakes: a scratch data folder holding the default library folder, the cache,
/// the older preferences file and the reading states; a manual clock; background results delivered when the
/// test says (`settle`); one window's sidebar observing.
@MainActor
final class LibraryHarness {
    let data: TemporaryFolder
    let settings = FakeLibrarySettings()
    let monitors = FakeMonitors()
    let trash = FakeTrash()
    let reader: FakeMetadataReader
    let clock = ManualClock()
    let inbox = MainInbox()
    let observer = FakeLibraryObserver()
    private let sampleBook: URL?

    /// Made on first use, as the app makes it with the first window: set the settings before.
    private(set) lazy var library: Library = {
        let locations = LibraryLocations(
            defaultFolder: defaultFolder, metadataCache: data.file("library-metadata.json"),
            preferences: data.file("library.json"), readingStates: data.file("books"),
            sampleBook: { [sampleBook] in sampleBook })
        let library = Library(
            settings: settings, locations: locations, monitoring: monitors.watch, trash: trash, reader: reader,
            scheduler: clock, deliver: inbox.post)
        observer.observe(library)
        return library
    }()

    /// A library over a fresh data folder, or over `data` as an earlier run left it.
    init(
        data: TemporaryFolder? = nil, reader: FakeMetadataReader = FakeMetadataReader(), sampleBook: URL? = nil
    ) throws {
        self.data = try data ?? TemporaryFolder("library")
        self.reader = reader
        self.sampleBook = sampleBook
    }

    /// The default library folder.
    var defaultFolder: LibraryPath { LibraryPath(data.file("Library")) }

    /// A folder inside the data folder, made with PDFs of these names (`name.pdf`).
    @discardableResult
    func makeFolder(_ name: String, books: [String]) throws -> LibraryPath {
        let url = data.file(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for book in books { try Data(LibraryTestFiles.pdfBytes).write(to: url.appendingPathComponent(book + ".pdf")) }
        return LibraryPath(url)
    }

    /// A library over the folder `Books` holding `books`, started, with nothing told to its window yet.
    static func started(
        _ books: [String], data: TemporaryFolder? = nil, reader: FakeMetadataReader = FakeMetadataReader()
    ) throws -> LibraryHarness {
        let harness = try LibraryHarness(data: data, reader: reader)
        harness.settings.libraryFolder = try harness.makeFolder("Books", books: books)
        harness.start()
        harness.observer.forget()
        return harness
    }

    /// The same library as the next run of Recto finds it, started and shown.
    func restarted() throws -> LibraryHarness {
        let again = try LibraryHarness(data: data)
        again.settings.libraryFolder = library.folder
        again.start()
        again.activate()
        return again
    }

    /// Writes the book `name`.pdf into the folder listed, unseen by the monitor, and returns its path.
    @discardableResult
    func addBook(_ name: String) throws -> LibraryPath {
        let path = library.folder.appending(name + ".pdf")
        guard let url = path.url else { throw CocoaError(.fileWriteInvalidFileName) }
        try Data(LibraryTestFiles.pdfBytes).write(to: url)
        return path
    }

    /// A sidebar shows: metadata is read, and the reading waited for.
    func activate() {
        library.activate()
        settle()
    }

    /// Lets the background work under way finish and delivers its results, until nothing more comes.
    func settle() {
        repeat { library.waitUntilIdle() } while inbox.drain()
    }

    /// Starts the library and waits for its first scan.
    func start() {
        library.start()
        settle()
    }

    /// The file names listed, sorted.
    var names: [String] { library.entries.map(\.item.path.fileName).sorted() }

    /// The monitor following the library now, if one.
    var monitor: FakeWatch? { monitors.live.last }

    func remove() { data.remove() }
}

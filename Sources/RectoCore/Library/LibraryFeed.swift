/// The app-wide library as one window's `LibraryWindowModel` sees it: the rows, where the library stands, and
/// its notices (`LibraryNotice`). The app-wide `Library` is one; window model tests use a fake.
@MainActor
public protocol LibraryFeed: AnyObject {
    /// Every row, in no order.
    var entries: [LibraryEntry] { get }
    /// The folder listed.
    var folder: LibraryPath { get }
    var phase: LibraryPhase { get }
    /// Whether the folder holds no book at all.
    var isEmpty: Bool { get }
    func entry(for path: LibraryPath) -> LibraryEntry?
    /// Tells `observer` every notice while the token lives; asks `rowsOnShow` which rows the window shows.
    func observe(rowsOnShow: @escaping () -> [LibraryPath], _ observer: @escaping (LibraryNotice) -> Void)
        -> ObservationToken
    /// Scans the folder and follows it; later calls do nothing.
    func start()
    /// A sidebar is shown: metadata is read from now on.
    func activate()
    /// The open book's page changed.
    func noteReading(_ key: DocumentKey, page: Int, pageCount: Int)
}

import Foundation

extension LibraryScanner {
    /// What a full scan found: the listing, and the device the folder is on.
    public typealias Prepared = (scan: LibraryScanResult, device: UInt64)

    /// Checks `folder` and lists it. With `mayCreate` (the default folder, at a first start) a missing folder
    /// is made, with a copy of `sampleBook` so the library shows what it is for; with `cleanUp`, copies an
    /// interrupted import left are removed first. A folder on another device than `expectedDevice` is an
    /// unmounted drive's mount point, and fails. Blocks on the disk: call it off the main thread.
    public static func prepareAndScan(
        _ folder: LibraryPath, mayCreate: Bool, cleanUp: Bool, expectedDevice: UInt64?,
        sampleBook: () -> URL?
    ) -> Result<Prepared, LibraryScanError> {
        do throws(LibraryScanError) {
            var checked = LibraryFolderCheck.check(folder, expectedDevice: expectedDevice)
            if mayCreate, case .failure(.missing) = checked {
                try prepareFolder(folder)
                if let sample = sampleBook() {
                    _ = LibraryImporter(folder: folder).importFiles([LibraryPath(sample)])
                }
                checked = LibraryFolderCheck.check(folder)
            }
            let device = try checked.get()
            if cleanUp { LibraryImporter(folder: folder).removeStaleTemporaries() }
            return .success((try LibraryScanner(folder: folder).scan(), device))
        } catch {
            return .failure(error)
        }
    }
}

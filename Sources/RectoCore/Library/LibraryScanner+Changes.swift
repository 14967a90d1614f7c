extension LibraryScanner {
    /// The library events for what the monitor saw, each path looked at as it is now. Blocks on the disk: call
    /// it off the main thread.
    public func events(for changes: [LibraryFolderChange]) -> [LibraryEvent] {
        changes.map { change in
            switch change {
            case let .path(path):
                return .observed(path, examine(path))
            case let .rename(from, to):
                if case let .item(item) = examine(to) { return .renamed(from: from, to: item) }
                return .renamed(from: from, to: nil)
            case .folder:
                return .removed(folder)
            }
        }
    }
}

extension LibraryMetadataReader {
    /// Reads `items` and hands the answers over in parts of `chunkSize`, each with the reading
    /// progress of its books from `store`, then a last part saying whether the next batch may start. Blocks on
    /// the helper and the disk: call it off the main thread.
    public func read(
        _ items: [LibraryItem], inChunksOf chunkSize: Int, progressFrom store: ReadingStateStore,
        chunk deliver: (LibraryMetadataChunk) -> Void
    ) {
        var loaded: [(item: LibraryItem, metadata: LibraryMetadata)] = []
        var unasked = false
        func handOver(last: Bool) {
            let progress = LibraryProgress.of(loaded.compactMap(\.metadata.documentKey), in: store)
            let mayContinue = last && !unasked
            deliver(LibraryMetadataChunk(loaded: loaded, progress: progress, isLast: last, mayContinue: mayContinue))
            loaded = []
        }
        read(items) { item, metadata in
            // A book no helper could be asked about (none would start) is tried on the next activation.
            guard let metadata else {
                unasked = true
                return
            }
            loaded.append((item, metadata))
            if loaded.count == chunkSize { handOver(last: false) }
        }
        handOver(last: true)
    }
}

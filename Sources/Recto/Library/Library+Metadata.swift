import Dispatch
import Foundation
import GObjectSupport
import RectoCore

/// Metadata and progress for the library's rows: PDFs are read in the helper process
/// (`LibraryMetadataHelper`), rows on show first, answers handed back in chunks; progress comes from the
/// reading-state store; the cache is written a moment after it changes, never over a newer Recto's file.
extension Library {
    /// Reads metadata in the helper for a few books without it, rows on show first, then the next few.
    func fillMetadata() {
        guard active, !loadingMetadata, phase == .ready else { return }
        let priority = liveObservers.flatMap(\.rowsOnShow)
        let todo = catalog.missingMetadata(priority: priority, limit: Self.metadataBatch)
        guard !todo.isEmpty else { return }
        loadingMetadata = true
        let store = stateStore, generation = generation, helper = helper
        metadataQueue.async {
            var chunk: [(item: LibraryItem, metadata: LibraryMetadata)] = []
            var unasked = false
            helper.read(todo) { item, metadata in
                // A book no helper could be asked about (none would start) is tried on the next activation.
                guard let metadata else {
                    unasked = true
                    return
                }
                chunk.append((item, metadata))
                if chunk.count == Self.metadataChunk {
                    Self.deliver(chunk, store: store, to: self, generation: generation, last: false, retry: false)
                    chunk = []
                }
            }
            Self.deliver(chunk, store: store, to: self, generation: generation, last: true, retry: !unasked)
        }
    }

    /// Hands metadata read in the background to the main thread, with the progress of those books; after the
    /// `last` chunk of a batch, the next batch starts (`retry`) unless the helper could not be started.
    nonisolated private static func deliver(
        _ loaded: [(item: LibraryItem, metadata: LibraryMetadata)], store: ReadingStateStore, to library: Library?,
        generation: Int, last: Bool, retry: Bool
    ) {
        let states = LibraryProgress.of(loaded.compactMap(\.metadata.documentKey), in: store)
        MainLoop.post { [weak library] in
            guard let library else { return }
            let update = library.absorb(metadata: loaded, progress: states)
            library.scheduleCacheSave()
            if library.generation == generation { library.notices.soon(update) }
            guard last else { return }
            library.loadingMetadata = false
            if retry { library.fillMetadata() }
        }
    }

    /// Reads the progress of books whose keys the cache already knows.
    func loadKnownProgress() {
        let keys = catalog.knownKeys
        guard !keys.isEmpty else { return }
        let store = stateStore
        metadataQueue.async {
            let states = LibraryProgress.of(keys, in: store)
            MainLoop.post { [weak self] in
                guard let self else { return }
                notices.soon(absorb(metadata: [], progress: states))
            }
        }
    }

    func scheduleCacheSave() {
        guard cacheSaveTimer?.isPending != true else { return }
        cacheSaveTimer = MainLoop.after(milliseconds: 2000) { [weak self] in self?.saveCache() }
    }

    func saveCache() {
        cacheSaveTimer?.cancel()
        guard cacheMayBeReplaced else { return }
        let url = AppPaths.libraryMetadataCache, snapshot = catalog.cacheToSave
        queue.async { try? snapshot.save(to: url) }
    }
}

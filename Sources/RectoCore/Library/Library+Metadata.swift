import Dispatch
import Foundation

/// Metadata and progress for the library's rows: PDFs are read by the metadata reader (the helper process in
/// the app), rows on show first, answers handed back in chunks; progress comes from the reading-state store;
/// the cache is written a moment after it changes, never over a newer Recto's file.
extension Library {
    /// Reads metadata for a batch of books without it, rows on show first, then the next batch.
    func fillMetadata() {
        guard active, !loadingMetadata, phase == .ready else { return }
        let priority = rowsOnShow
        let todo = catalog.missingMetadata(priority: priority, limit: Self.metadataBatch)
        guard !todo.isEmpty else { return }
        loadingMetadata = true
        let store = stateStore, generation = generation, reader = reader, deliver = deliver
        metadataQueue.async {
            reader.read(todo, inChunksOf: Self.metadataChunk, progressFrom: store) { chunk in
                deliver { [weak self] in self?.absorb(chunk, generation: generation) }
            }
        }
    }

    /// Takes a part of a batch read in the background; after the batch's last part, the next batch starts
    /// unless the helper could not be started.
    private func absorb(_ chunk: LibraryMetadataChunk, generation: Int) {
        let update = absorb(metadata: chunk.loaded, progress: chunk.progress)
        scheduleCacheSave()
        if self.generation == generation { notices.soon(update) }
        guard chunk.isLast else { return }
        loadingMetadata = false
        if chunk.mayContinue { fillMetadata() }
    }

    /// Reads the progress of books whose keys the cache already knows.
    func loadKnownProgress() {
        let keys = catalog.knownKeys
        guard !keys.isEmpty else { return }
        let store = stateStore, deliver = deliver
        metadataQueue.async {
            let states = LibraryProgress.of(keys, in: store)
            deliver { [weak self] in
                guard let self else { return }
                notices.soon(absorb(metadata: [], progress: states))
            }
        }
    }

    func scheduleCacheSave() {
        guard cacheSaveTimer?.isPending != true else { return }
        cacheSaveTimer = scheduler.after(Self.cacheSaveDelay) { [weak self] in self?.saveCache() }
    }

    func saveCache() {
        cacheSaveTimer?.cancel()
        guard cacheMayBeReplaced else { return }
        let url = locations.metadataCache, snapshot = catalog.cacheToSave
        queue.async { try? snapshot.save(to: url) }
    }
}

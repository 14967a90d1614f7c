import Foundation

/// A rendered page's pixels in a memory mapping of their own, outside malloc's heaps. Pages are megabytes
/// each, made on the render threads and freed on the main thread; in malloc they either fragment the
/// per-thread heaps (RSS grew with every page turned) or, with a low fixed mmap threshold, make every other
/// large block a fresh mapping too, so that GTK's per-frame buffers were faulted in and unmapped at every frame.
/// A mapping of their own is returned to the system the moment the page is dropped.
///
/// The render worker fills the buffer once, before handing it on; from then on it is only read (the page
/// surface paints from it), so it may cross threads.
public final class PixelBuffer: @unchecked Sendable {
    /// The first byte.
    public let base: UnsafeMutableRawPointer
    /// Its size in bytes.
    public let count: Int

    /// A zeroed buffer of `count` bytes, or nil when the system has no memory for it.
    public init?(count: Int) {
        guard count > 0 else { return nil }
        let mapping = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapping, mapping != MAP_FAILED else { return nil }
        base = mapping
        self.count = count
    }

    deinit {
        munmap(base, count)
    }
}

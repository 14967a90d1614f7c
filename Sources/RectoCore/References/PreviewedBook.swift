/// The open book as `ReferencePreviews` sees it: its text worker, which reads pages' layouts, indexes the
/// book's references in the background and measures the region a preview shows. The book's text (`BookText`)
/// provides it; tests give a fake.
public protocol PreviewedBook: AnyObject, Sendable {
    /// Called on the main thread with a page's references, a batch of pages at a time.
    typealias IndexDelivery = @Sendable @MainActor ([(page: Int, occurrences: [ReferenceOccurrence])]) -> Void
    /// Called on the main thread with the region to preview of a page: its size, the region in top-left page
    /// points and the text in it.
    typealias RegionDelivery = @Sendable @MainActor (
        _ page: Int, _ pageSize: Size, _ region: PageRect, _ text: String
    ) -> Void

    /// Reads the layout of `page` (its characters' boxes); nothing comes for a page that cannot be read.
    func layout(ofPage page: Int, deliver: @escaping @Sendable @MainActor (PageTextLayout) -> Void)
    /// Indexes the references of every page, a batch of pages a delivery, while `keepGoing` says so.
    func indexReferences(keepGoing: @escaping @Sendable () -> Bool, deliver: @escaping IndexDelivery)
    /// Measures the region a preview of `page` shows from `anchor`.
    func previewRegion(ofPage page: Int, anchor: PreviewAnchor, deliver: @escaping RegionDelivery)
}

import CGtk

/// A cairo context the main thread lends one worker for a span of drawing: GtkPrintOperation's deferred drawing
/// hands a page's context to the print worker and waits, without blocking, until the page is finished.
///
/// Invariant for `@unchecked Sendable`: between lending (`init`) and the worker's hand-back, only the borrowing
/// worker draws to the context; the lender (GTK's print operation, which waits for
/// `gtk_print_operation_draw_page_finish`) does not touch it. The wrapper holds its own reference, so the context
/// outlives the drawing whichever side lets go last.
public final class LentCairoContext: @unchecked Sendable {
    public let context: OpaquePointer

    public init(_ context: OpaquePointer) {
        self.context = cairo_reference(context)
    }

    deinit { cairo_destroy(context) }
}

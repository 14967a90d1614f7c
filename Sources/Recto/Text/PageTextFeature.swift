import CGtk
import GObjectSupport
import RectoCore
import RectoPDF

/// Keeps the page's accessible text (`PageTextView`) in step with the pages on screen, as the core's
/// `ShownPageText` says: the pages' text asked for after every turn and shown, verso before recto, as it
/// arrives; while the strip scrolls, once it rests. Nothing here waits on the text.
@MainActor
final class PageTextFeature {
    let view: PageTextView
    private let shown = ShownPageText(scheduler: GLibScheduler.shared)
    private var observation: ObservationToken?
    private var stripObservation: ObservationToken?

    init(model: ReaderModel, sessions: SessionSlot, strip: ContinuousFeature,
         ring: UnsafeMutablePointer<GtkWidget>) {
        view = PageTextView(ring: ring)
        shown.show = { [view] text in view.show(text: text) }
        stripObservation = strip.observe { [weak shown] change in
            if case .scrolled = change { shown?.stripScrolled() }
        }
        observation = model.observe(
            sessions: sessions,
            book: { [weak shown] session in shown?.bookChanged(open: session != nil) },
            pages: { [weak shown, weak strip] session in shown?.pagesMoved(session, stripShown: strip?.isOn == true) })
    }

    /// Names the text after the position shown in the header ("Page 12 of 304").
    func setPosition(_ position: String) { view.setPosition(position) }

    /// The page the caret is on, that page's text and the caret's offset in it (Unicode characters); nil
    /// while no text is shown.
    func caret() -> (page: Int, text: String, offset: Int)? {
        let buffer = gtk_text_view_get_buffer(view.textView.cast())
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
        return shown.caret(atOffset: Int(gtk_text_iter_get_offset(&iter)))
    }
}

import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// Follows a link of the book: a page of it (a jump Back returns from), the desktop's browser or mail
/// program for an address, another PDF beside the book after asking, a named action; never anything that
/// would run a program or script. It is given what it moves and where it speaks when it is made.
@MainActor
final class LinkFollower {
    private let model: ReaderModel
    private let sessions: SessionSlot
    /// A link to a page is a jump Back returns from.
    private let jumps: any Jumping
    /// The views scrolled to where a link points: the strip while it shows, else the paged view.
    private let strip: ContinuousFeature
    private let pageView: PageView
    /// The reader's window: the display addresses open on, the parent of the question, the actions' owner.
    private let window: UnsafeMutablePointer<GtkWidget>
    /// Says something to the reader (Pango markup).
    private let say: @MainActor (String) -> Void
    /// Opens another book in the window.
    private let open: @MainActor (URL) -> Void

    init(model: ReaderModel, sessions: SessionSlot, jumps: any Jumping, strip: ContinuousFeature, pageView: PageView,
         window: UnsafeMutablePointer<GtkWidget>, say: @escaping @MainActor (String) -> Void,
         open: @escaping @MainActor (URL) -> Void) {
        self.model = model
        self.sessions = sessions
        self.jumps = jumps
        self.strip = strip
        self.pageView = pageView
        self.window = window
        self.say = say
        self.open = open
    }

    func follow(_ target: LinkTarget) {
        switch target {
        case let .page(page, top):
            jumps.jump(to: page)
            // Fitted, the whole page shows; zoomed, the view scrolls to where the link points.
            if let top, strip.isOn {
                strip.scroll(toShare: top, ofPage: page)
            } else if let top, let session = sessions.session, !session.zoom.isFit {
                pageView.scroll(toShare: top, ofPage: page)
            }
        case let .uri(uri):
            // No program for the address: the window says so, where standard error told no one.
            Self.openAddress(uri, from: window) { [say] failure in say(Markup.escaped(Self.failureText(failure))) }
        case let .otherFile(path, _):
            openOtherFile(path)
        case let .action(action):
            perform(action)
        case .refused:
            say(Markup.escaped(i18n("This link would run a program, so Recto does not follow it")))
        }
    }

    /// An address opens in the desktop's program for it, started with the environment the person gave Recto
    /// (not the renderer Recto picked for itself); the About window's links go the same way. `failed` hears why
    /// it could not be opened, unless the person cancelled the launch.
    static func openAddress(
        _ uri: String, from widget: UnsafeMutablePointer<GtkWidget>,
        failed: (@MainActor (LinkLaunchFailure) -> Void)? = nil
    ) {
        let restored = RectoApplication.environmentTuning.forLaunchedPrograms.map { (name: $0.name, value: $0.value) }
        URILauncher.launch(uri, on: gtk_widget_get_display(widget).cast(), environment: restored) { error in
            guard let failure = LinkLaunchFailure(domain: error.domain, code: error.code, message: error.message)
            else { return }
            failed?(failure)
        }
    }

    /// What the reader is told when a link's address could not be opened (plain text).
    static func failureText(_ failure: LinkLaunchFailure) -> String {
        switch failure {
        case .noApp: i18n("No app can open this link")
        case let .failed(reason?): String(format: i18n("This link could not be opened: %@"), reason)
        case .failed(nil): i18n("This link could not be opened")
        }
    }

    /// The tooltip over a link: "Page 12", the address, or the file's name.
    static func describe(_ target: LinkTarget, labels: PageLabels?) -> String {
        switch target {
        case let .page(page, _):
            String(format: i18n("Go to page %@"), labels?.distinctLabel(forPage: page) ?? String(page + 1))
        case let .uri(uri):
            uri
        case let .otherFile(path, _):
            String(format: i18n("Open “%@”"), (path as NSString).lastPathComponent)
        case let .action(action):
            switch action {
            case .nextPage: i18n("Next page")
            case .previousPage: i18n("Previous page")
            case .firstPage: i18n("First page")
            case .lastPage: i18n("Last page")
            case .goBack: i18n("Back")
            }
        case .refused:
            i18n("This link would run a program, so Recto does not follow it")
        }
    }

    private func perform(_ action: LinkTarget.NamedAction) {
        switch action {
        case .nextPage: model.perform(.next)
        case .previousPage: model.perform(.previous)
        case .firstPage: jumps.jump(to: 0)
        case .lastPage: jumps.jump(to: Int.max)
        case .goBack: _ = gtk_widget_activate_action_variant(window, "win.go-back", nil)
        }
    }

    /// A link to another PDF opens it in this window, after asking, when it is there beside the book.
    private func openOtherFile(_ path: String) {
        guard let book = sessions.session?.document.url else { return }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : book.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path) else {
            say(Markup.escaped(String(format: i18n("“%@” is not beside this book"), url.lastPathComponent)))
            return
        }
        let dialog = recto_message_dialog_new(window.cast(), i18n("Open Another Book?"),
            String(format: i18n("This link leads to “%@”."), url.lastPathComponent))!
        gtk_window_set_title(dialog.cast(), i18n("Open Another Book?"))
        adw_message_dialog_add_response(dialog.cast(), "cancel", i18n("_Cancel"))
        adw_message_dialog_add_response(dialog.cast(), "open", i18n("_Open"))
        adw_message_dialog_set_response_appearance(dialog.cast(), "open", ADW_RESPONSE_SUGGESTED)
        adw_message_dialog_set_default_response(dialog.cast(), "open")
        adw_message_dialog_set_close_response(dialog.cast(), "cancel")
        dialog.onString("response") { [open] response in
            if response == "open" { open(url) }
        }
        AccessibleNames.present(dialog)
    }
}

import CGtk
import Foundation
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Adds the library feature to the window (header button, views, actions, observers); `library` is the
    /// application's, shared by its windows.
    func installLibrary(_ library: Library) {
        let pane = LibraryPane(window: self, library: library)
        // The actions and observers hold the pane for the window's lifetime; the pane holds the window weakly.
        let reveal = Actions.addToggle(to: window, "library", initial: false) { [pane] shown in
            pane.setRevealed(shown)
        }
        let add = Actions.add(to: window, "library-add") { [pane] in pane.add() }
        let sort = Actions.addRadio(to: window, "library-sort", initial: LibrarySort.title.rawValue) { [pane] value in
            pane.setSort(value)
        }
        actions["library"] = reveal
        actions["library-add"] = add
        actions["library-sort"] = sort
        actions["library-open"] = Actions.addWithString(to: window, "library-open") { [pane] id in pane.openRow(id) }
        actions["library-delete"] = Actions.addWithString(to: window, "library-delete") { [pane] id in
            pane.deleteRow(id)
        }
        let select = Actions.addToggle(to: window, "library-select", initial: false) { [pane] on in
            pane.setSelecting(on)
        }
        let selectAll = Actions.add(to: window, "library-select-all") { [pane] in pane.selectAll() }
        let trashSelected = Actions.add(to: window, "library-trash-selected") { [pane] in pane.deleteMarked() }
        // Ctrl+A selects books only in selection mode; elsewhere it passes through to the text entries.
        Actions.setEnabled(selectAll, false)
        Actions.setEnabled(trashSelected, false)
        actions["library-select"] = select
        actions["library-select-all"] = selectAll
        actions["library-trash-selected"] = trashSelected
        pane.revealAction = reveal
        pane.addAction = add
        pane.sortAction = sort
        pane.selectAction = select
        pane.selectAllAction = selectAll
        pane.trashSelectedAction = trashSelected

        let button = gtk_toggle_button_new()!
        gtk_button_set_icon_name(button.cast(), "sidebar-show-symbolic")
        gtk_actionable_set_action_name(button.cast(), "win.library")
        gtk_widget_set_tooltip_text(button, i18n("Library (F9)"))
        recto_accessible_set_label(button.cast(), i18n("Library"))
        gtk_widget_set_focus_on_click(button, 0)
        adw_header_bar_pack_start(header.cast(), button)

        // The flap folds (the sidebar then slides over the page) when the page would get less than this: pages
        // shrink to almost nothing, so without a floor the sidebar would squeeze the book to a strip.
        gtk_widget_set_size_request(content, 360, -1)
        flap.onPointer("notify::reveal-flap") { [pane] _ in pane.flapChanged() }
        sessionObservers.append { [pane] session in pane.sessionChanged(session) }
        pageObservers.append { [pane] session in pane.pageChanged(session) }
        window.on("destroy") { [pane] in pane.stop() }
        pane.start()
        if LibraryPane.revealedInSession { pane.setRevealed(true) }
    }

    /// The open book was deleted from the library: close it and point at the library instead.
    func showLibraryInstead(libraryIsEmpty: Bool) {
        stateSaver.flush()
        pendingURL = nil
        closeBook()
        adw_status_page_set_icon_name(status.cast(), ResourceLocator.appID + "-symbolic")
        adw_status_page_set_title(status.cast(), i18n("No Book Open"))
        if libraryIsEmpty {
            adw_status_page_set_description(status.cast(), i18n("Your library is empty. Add PDF books to read them here."))
            adw_status_page_set_child(status.cast(), AddBooksButton.make())
        } else {
            adw_status_page_set_description(status.cast(), i18n("Choose a book in the library to read it."))
            adw_status_page_set_child(status.cast(), nil)
        }
        adw_window_title_set_title(title.cast(), i18n("Recto"))
        adw_window_title_set_subtitle(title.cast(), nil)
        gtk_window_set_title(window.cast(), i18n("Recto"))
        gtk_stack_set_visible_child_name(content.cast(), "status")
        updateActionStates()
    }
}

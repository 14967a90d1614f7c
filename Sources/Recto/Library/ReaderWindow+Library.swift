import CGtk
import Foundation
import GObjectSupport
import RectoCore

extension ReaderWindow {
    /// Adds the library feature to the window (header button, actions, observers); `library` is the
    /// application's, shared by its windows. The sidebar itself is built the first time it is asked for
    /// (`LibraryFeature`), so a launch spends nothing on it before the first page.
    func installLibrary(_ library: Library) {
        let place = LibraryPlace(
            books: self, toplevel: window, flap: flap, sidebarBox: sidebar, sessions: sessions, toasts: toasts)
        let feature = LibraryFeature(place: place, library: library, pageInput: pageView.inputArea)
        // The actions and observers hold the feature for the window's lifetime; it holds the window weakly.
        let reveal = actions.addToggle(.library, initial: false) { [feature] shown in
            if shown || feature.built != nil { feature.pane()?.setRevealed(shown) }
        }
        let add = actions.add(.libraryAdd) { [feature] in feature.pane()?.add() }
        let sort = actions.addRadio(.librarySort, initial: LibrarySort.title.rawValue) {
            [feature] value in feature.pane()?.setSort(value)
        }
        actions.addWithString(.libraryOpen) { [feature] id in
            feature.pane()?.openRow(id)
        }
        actions.addWithString(.libraryDelete) { [feature] id in
            feature.pane()?.deleteRow(id)
        }
        let select = actions.addToggle(.librarySelect, initial: false) { [feature] on in
            feature.pane()?.setSelecting(on)
        }
        let selectAll = actions.add(.librarySelectAll) { [feature] in feature.pane()?.selectAll() }
        let trashSelected = actions.add(.libraryTrashSelected) { [feature] in
            feature.pane()?.deleteMarked()
        }
        // Ctrl+A selects books only in selection mode; elsewhere it passes through to the text entries.
        Actions.setEnabled(selectAll, false)
        Actions.setEnabled(trashSelected, false)
        feature.paneActions = LibraryFeature.PaneActions(
            reveal: reveal, add: add, sort: sort, select: select, selectAll: selectAll, trashSelected: trashSelected)

        let button = gtk_toggle_button_new()!
        gtk_button_set_icon_name(button.cast(), "sidebar-show-symbolic")
        gtk_actionable_set_action_name(button.cast(), "win.library")
        Tooltip.set(button, i18n("Library (F9)"))
        recto_accessible_set_label(button.cast(), i18n("Library"))
        gtk_widget_set_focus_on_click(button, 0)
        adw_header_bar_pack_start(header.cast(), button)

        // The flap folds (the sidebar then slides over the page) when the page would get less than this: pages
        // shrink to almost nothing, so without a floor the sidebar would squeeze the book to a strip.
        gtk_widget_set_size_request(content, 360, -1)
        // The sidebar's width, set before the pane fills it, so the flap folds at the same window width.
        gtk_widget_set_size_request(sidebar, LibrarySidebar.width, -1)
        flap.onPointer("notify::reveal-flap") { [feature] _ in feature.flapChanged() }
        observations.append(model.observe(
            sessions: sessions, book: { [feature] session in feature.sessionChanged(session) },
            pages: { [feature] session in feature.pageChanged(session) }))
        window.on("destroy") { [feature] in feature.stop() }
        if LibrarySidebarFeature.revealedInSession { feature.pane()?.setRevealed(true) }
    }

    /// The open book was deleted from the library: close it and point at the library instead.
    func showLibraryInstead(libraryIsEmpty: Bool) {
        stateSaver.flush()
        opening.forget()
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
        updateActionStates()
    }
}

extension ReaderWindow: BookShowing {}

import CGtk
import Foundation
import GObjectSupport
import RectoCore

/// The contents page the book turns over to: the title, the parts with their chapters (a few short parts in
/// columns on wide windows, else one folding list with the part headings as rows), the editing buttons, and an
/// empty state when the book has no contents.
@MainActor
final class ContentsView {
    /// Wider than this per part, the parts stand side by side.
    static let columnWidth = 340.0
    /// Parts go in columns only when there are this few…
    static let maximumColumns = 4
    /// …and each has at most this many rows, so every column is short enough to read at a glance.
    static let maximumColumnRows = 40

    @Owned var widget: UnsafeMutablePointer<GtkWidget>
    /// A chapter was chosen.
    var onChoose: ((Int) -> Void)?

    @Owned private var pages: UnsafeMutablePointer<GtkWidget>
    /// The empty state; its icon is set only when it is first shown (`showEmptyIcon`).
    @Owned private var empty: UnsafeMutablePointer<GtkWidget>
    /// The empty state's Add Chapter Here: where the keyboard focus goes when there are no rows to hold it.
    @Owned private var emptyAdd: UnsafeMutablePointer<GtkWidget>
    @Owned private var titleLabel: UnsafeMutablePointer<GtkWidget>
    @Owned private var layoutStack: UnsafeMutablePointer<GtkWidget>
    @Owned private var columns: UnsafeMutablePointer<GtkWidget>
    private let single = ContentsListView(accessibleName: i18n("Contents"))
    private var partLists: [ContentsListView] = []
    private var partHeadings: [UnsafeMutablePointer<GtkWidget>] = []
    /// The rows of the whole contents, and of each part when they go in columns: only the lists of the layout
    /// shown hold theirs (`fillLists`).
    private var tree = ContentsTree(rows: [])
    private var partTrees: [ContentsTree] = []
    private let sizeWatcher: SizeWatcher
    private var contents = TableOfContents()
    private var currentPage = 0
    /// The list the reader last used: where rename and delete apply.
    private var focusedList: ContentsListView?

    init() {
        let titleLabel: UnsafeMutablePointer<GtkWidget> = gtk_label_new(nil)
        self.titleLabel = titleLabel
        gtk_widget_add_css_class(titleLabel, "title-1")
        gtk_label_set_wrap(titleLabel.cast(), 1)
        gtk_label_set_justify(titleLabel.cast(), GTK_JUSTIFY_CENTER)
        gtk_widget_set_margin_top(titleLabel, 18)

        let columns: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 24)
        self.columns = columns
        gtk_box_set_homogeneous(columns.cast(), 1)
        let layoutStack: UnsafeMutablePointer<GtkWidget> = gtk_stack_new()
        self.layoutStack = layoutStack
        // Sized by the layout shown only: the columns' widths must never set the window's.
        gtk_stack_set_hhomogeneous(layoutStack.cast(), 0)
        gtk_stack_set_vhomogeneous(layoutStack.cast(), 0)
        gtk_stack_add_named(layoutStack.cast(), columns, "columns")
        gtk_stack_add_named(layoutStack.cast(), single.widget, "single")
        gtk_stack_set_visible_child_name(layoutStack.cast(), "single")
        sizeWatcher = SizeWatcher(around: layoutStack)
        gtk_widget_set_vexpand(sizeWatcher.widget, 1)

        let body = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_set_margin_start(body, 18)
        gtk_widget_set_margin_end(body, 18)
        gtk_widget_set_margin_bottom(body, 12)
        gtk_box_append(body.cast(), titleLabel)
        gtk_box_append(body.cast(), Self.toolbar())
        gtk_box_append(body.cast(), sizeWatcher.widget)

        let empty: UnsafeMutablePointer<GtkWidget> = adw_status_page_new()!
        self.empty = empty
        adw_status_page_set_title(empty.cast(), i18n("No Contents"))
        adw_status_page_set_description(
            empty.cast(), i18n("This book has no table of contents. Add chapters as you read, or import a contents file."))
        let actions = Self.emptyActions()
        emptyAdd = actions.add
        adw_status_page_set_child(empty.cast(), actions.box)

        let pages: UnsafeMutablePointer<GtkWidget> = gtk_stack_new()
        self.pages = pages
        gtk_stack_add_named(pages.cast(), body, "list")
        gtk_stack_add_named(pages.cast(), empty, "empty")
        widget = pages
        gtk_widget_add_css_class(widget, "recto-contents")

        single.onActivate = { [weak self] row in self?.choose(row) }
        sizeWatcher.onResize = { [weak self] size in self?.chooseLayout(width: size.width) }
    }

    /// Shows `contents`, marking the chapter that holds `page`.
    /// `width` is the room the page will have, so the layout is settled before the keyboard focus goes in.
    /// `keepingPlace` (after an edit) puts the keyboard focus back on the row at the place the reader was, so
    /// Rename or Delete can be pressed again: the edited row after a rename, the next one after a delete.
    func show(_ newContents: TableOfContents, currentPage page: Int, width: Double,
              pageText: @escaping (Int) -> String, keepingPlace: Bool = false) {
        let lists = visibleLists
        let place = lists.indices.lazy.compactMap { index in lists[index].activeIndex.map { (list: index, row: $0) } }.first
        contents = newContents
        currentPage = page
        gtk_label_set_text(titleLabel.cast(), newContents.title ?? "")
        if newContents.isEmpty { showEmptyIcon() }
        gtk_stack_set_visible_child_name(pages.cast(), newContents.isEmpty ? "empty" : "list")
        single.pageText = pageText
        tree = ContentsTree(newContents)
        rebuildColumns(pageText: pageText)
        layOut(width: width, refill: true)
        guard keepingPlace else { return }
        // The last chapter deleted: the row that had the focus went with the list.
        if newContents.isEmpty { return focusCurrent() }
        guard let place else { return }
        let shown = visibleLists
        guard let list = shown.indices.contains(place.list) ? shown[place.list] : shown.last, !list.rows.isEmpty else {
            return
        }
        list.focus(min(place.row, list.rows.count - 1))
    }

    /// The status page draws its icon at 128 pixels, which Adwaita has only as SVG: loading it brings in
    /// gdk-pixbuf's SVG loader and librsvg, about 7 MiB of RSS kept for the life of the process. The stack
    /// measures every child, so an icon set up front is loaded whenever the contents open, even for a book
    /// that has contents; it is set the first time the empty state shows instead.
    private func showEmptyIcon() {
        guard adw_status_page_get_icon_name(empty.cast()) == nil else { return }
        adw_status_page_set_icon_name(empty.cast(), "view-list-symbolic")
    }

    /// Moves the "you are here" mark to the chapter holding `page`.
    func markPage(_ page: Int) {
        currentPage = page
        for list in [single] + partLists { list.markCurrent(currentIndex(in: list.tree)) }
    }

    /// The rows of the single list a fill unfolds when `page` is being read.
    func unfolded(forPage page: Int) -> Set<Int> {
        let chapter = contents.position(containing: page).flatMap { tree.index(of: .entry($0)) }
        return tree.initiallyExpanded(current: chapter)
    }

    /// Puts the keyboard focus on the current chapter, for reading on with the arrows.
    func focusCurrent() {
        // A book without contents shows the empty state, whose list is hidden: focused there, the keys (Escape
        // back to the book, Tab) would reach nothing a reader can see.
        if contents.isEmpty {
            gtk_widget_grab_focus(emptyAdd)
            return
        }
        let list = visibleLists.first { currentIndex(in: $0.tree) != nil } ?? visibleLists.first
        guard let list else { return }
        if let index = currentIndex(in: list.tree) { list.focus(index) } else { gtk_widget_grab_focus(list.list) }
    }

    /// The chapter selected in the list in use, for rename and delete.
    var selectedChapter: ContentsPosition? {
        for list in [focusedList].compactMap({ $0 }) + visibleLists {
            if let row = list.activeRow, case let .entry(position) = row.kind { return position }
        }
        return nil
    }

    private var visibleLists: [ContentsListView] {
        String(cString: gtk_stack_get_visible_child_name(layoutStack.cast())) == "columns" ? partLists : [single]
    }

    private func currentIndex(in tree: ContentsTree) -> Int? {
        guard let position = contents.position(containing: currentPage) else { return nil }
        return tree.index(of: .entry(position))
    }

    private func choose(_ row: ContentsRow) {
        if let page = row.page { onChoose?(page) }
    }

    /// Columns when there are a few short parts and every part gets a comfortable width; one list otherwise.
    /// The keyboard focus follows into the new layout if it was in the old one.
    func chooseLayout(width: Double) {
        layOut(width: width, refill: false)
    }

    /// Chooses the layout for `width`, filling its lists when it changes or `refill` asks.
    private func layOut(width: Double, refill: Bool) {
        let wide = partLists.count > 1 && width >= Self.columnWidth * Double(partLists.count)
        let name = wide ? "columns" : "single"
        let switching = String(cString: gtk_stack_get_visible_child_name(layoutStack.cast())) != name
        guard switching || refill else { return }
        let hadFocus = switching
            && (gtk_widget_has_focus(layoutStack) != 0 || gtk_widget_get_focus_child(layoutStack) != nil)
        fillLists(columns: wide)
        gtk_stack_set_visible_child_name(layoutStack.cast(), name)
        if hadFocus { focusCurrent() }
    }

    /// Fills the lists of the layout shown and empties the others. A list builds its rows' widgets even while
    /// hidden, and they get their style and text layouts only when first shown: the single list filled behind
    /// the columns of a wide window held 94 widgets never shown, until the contents once opened narrow (beside
    /// the library), a one-time growth the object-count test took for a leak.
    private func fillLists(columns: Bool) {
        let none = ContentsTree(rows: [])
        single.setTree(columns ? none : tree, current: columns ? nil : currentIndex(in: tree))
        for (list, partTree) in zip(partLists, partTrees) {
            list.setTree(columns ? partTree : none, current: columns ? currentIndex(in: partTree) : nil)
        }
    }

    /// One column per part when the parts are few and short, reusing the columns already built; none otherwise.
    private func rebuildColumns(pageText: @escaping (Int) -> String) {
        var partRows = Array(repeating: [ContentsRow](), count: contents.parts.count)
        for row in tree.rows {
            if case let .entry(position) = row.kind, partRows.indices.contains(position.part) {
                partRows[position.part].append(row)
            }
        }
        let fits = (2...Self.maximumColumns).contains(partRows.count)
            && partRows.allSatisfy { $0.count <= Self.maximumColumnRows }
        let count = fits ? partRows.count : 0
        while partLists.count > count {
            partLists.removeLast()
            partHeadings.removeLast()
            if let column = gtk_widget_get_last_child(columns) { gtk_box_remove(columns.cast(), column) }
        }
        while partLists.count < count { addColumn() }
        for index in 0..<count {
            let heading = contents.parts[index].heading
            gtk_label_set_text(partHeadings[index].cast(), heading ?? "")
            recto_accessible_set_label(partLists[index].list.cast(), heading ?? i18n("Chapters"))
            partLists[index].pageText = pageText
        }
        partTrees = partRows.prefix(count).map { ContentsTree(rows: $0) }
    }

    private func addColumn() {
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        let heading = gtk_label_new(nil)!
        gtk_widget_add_css_class(heading, "heading")
        gtk_label_set_xalign(heading.cast(), 0)
        gtk_label_set_ellipsize(heading.cast(), PANGO_ELLIPSIZE_END)
        let list = ContentsListView(accessibleName: i18n("Chapters"))
        list.onActivate = { [weak self] row in self?.choose(row) }
        gtk_box_append(column.cast(), heading)
        gtk_box_append(column.cast(), list.widget)
        gtk_box_append(columns.cast(), column)
        partLists.append(list)
        partHeadings.append(heading)
    }

    /// The row of edit buttons. It sits in a scroller that is as wide as the row when there is room, and
    /// scrolls it on a narrow window: as a plain box, its width (a third longer in German or French) would set
    /// the window's narrowest size. A button that takes the keyboard focus is scrolled into view.
    private static func toolbar() -> UnsafeMutablePointer<GtkWidget> {
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for (label, action) in [
            (i18n("Add Chapter Here"), "win.add-chapter"), (i18n("Rename"), "win.rename-chapter"),
            (i18n("Delete"), "win.delete-chapter"), (i18n("Add Part"), "win.add-part"),
            (i18n("Import Contents…"), "win.import-contents"),
        ] {
            gtk_box_append(bar.cast(), actionButton(label, action))
        }
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.cast(), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(scroller.cast(), 1)
        gtk_scrolled_window_set_child(scroller.cast(), bar)
        gtk_widget_set_halign(scroller, GTK_ALIGN_CENTER)
        return scroller
    }

    private static func emptyActions() -> (box: UnsafeMutablePointer<GtkWidget>, add: UnsafeMutablePointer<GtkWidget>) {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
        let add = TextButton.pill(i18n("Add Chapter Here"), action: "win.add-chapter")
        let importButton = TextButton.make(i18n("Import Contents…"), action: "win.import-contents")
        gtk_widget_add_css_class(importButton, "pill")
        gtk_box_append(box.cast(), add)
        gtk_box_append(box.cast(), importButton)
        return (box, add)
    }

    private static func actionButton(_ label: String, _ action: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = TextButton.make(label, action: action)
        gtk_widget_add_css_class(button, "flat")
        return button
    }
}

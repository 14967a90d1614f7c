import CGtk

/// A GtkListView with its model, its selection and a row factory (GtkSignalListItemFactory): the one way the
/// app builds a list, under one ownership rule.
///
/// Ownership:
/// - `init` takes over the caller's reference to `model` (transfer full: a new GListStore, GtkStringList, or the
///   model `TreeListModel.make` returns), hands it to the selection, and the selection and the factory to the
///   list view, each constructor taking the reference it is given.
/// - The helper then holds one reference of its own on the list view, the selection and the model, dropped in
///   `deinit`: every pointer it hands out stays valid while it lives, even after the window destroyed the widget.
///   Callers never unref them.
/// - A row's widget belongs to its GtkListItem: `setup` makes it and sets it as the item's child; per-row Swift
///   state made there is dropped in `teardown`. The handlers get the GtkListItem, borrowed for the call.
/// - The factory keeps only weak references to the helper, and the helper keeps the handlers: a handler that
///   needs its owner captures it weakly, so owner → helper → handlers → owner is never a cycle.
@MainActor
public final class ListView {
    /// How rows are selected.
    public enum Selection {
        /// Rows cannot be selected (GtkNoSelection); they can still be activated.
        case none
        /// At most one row (GtkSingleSelection), nothing selected until the app or the reader selects one.
        case single
    }

    /// A factory callback: the GtkListItem (borrowed).
    public typealias ItemHandler = @MainActor (_ item: OpaquePointer) -> Void

    /// The GtkListView, to place in a scrolled window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The model under the selection, as given to `init`.
    public let model: OpaquePointer
    /// The GtkSingleSelection or GtkNoSelection between the model and the list view.
    public let selection: OpaquePointer
    private let references: [GObjectRef]
    private let isSingle: Bool

    /// Makes a row's widget and sets it as the item's child (`gtk_list_item_set_child`).
    public var setup: ItemHandler?
    /// Shows the item's model object in the row's widget.
    public var bind: ItemHandler?
    /// The row's widget stops showing that object (it may be bound to another next).
    public var unbind: ItemHandler?
    /// The row's widget is being destroyed: drop any Swift state kept for it.
    public var teardown: ItemHandler?

    /// A list over `model` (transfer full), named `accessibleName` for screen readers.
    public init(model: OpaquePointer, selection kind: Selection, accessibleName: String) {
        self.model = model
        isSingle = kind == .single
        switch kind {
        case .none:
            selection = gtk_no_selection_new(model)
        case .single:
            let single = gtk_single_selection_new(model)!
            gtk_single_selection_set_autoselect(single, 0)
            gtk_single_selection_set_can_unselect(single, 1)
            selection = single
        }
        let factory = gtk_signal_list_item_factory_new()!
        widget = gtk_list_view_new(selection, factory)
        recto_accessible_set_label(widget.cast(), accessibleName)
        references = [GObjectRef(owning: widget.raw), GObjectRef(borrowing: selection.raw),
                      GObjectRef(borrowing: model.raw)]
        relay(factory, "setup") { $0.setup }
        relay(factory, "bind") { $0.bind }
        relay(factory, "unbind") { $0.unbind }
        relay(factory, "teardown") { $0.teardown }
    }

    private func relay(
        _ factory: OpaquePointer, _ signal: String, _ handler: @escaping @MainActor (ListView) -> ItemHandler?
    ) {
        factory.onPointer(signal) { [weak self] item in
            guard let self, let item else { return }
            handler(self)?(OpaquePointer(item))
        }
    }

    /// The number of rows in the model.
    public var count: Int { Int(g_list_model_get_n_items(model)) }

    /// The selected position of a single-selection list, if any.
    public var selectedPosition: Int? {
        guard isSingle else { return nil }
        let position = gtk_single_selection_get_selected(selection)
        return position == UInt32.max ? nil : Int(position) // GTK_INVALID_LIST_POSITION
    }

    /// The row widget of a GtkListItem (borrowed).
    public static func child(of item: OpaquePointer) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_list_item_get_child(item)
    }

    /// The position a GtkListItem shows now.
    public static func position(of item: OpaquePointer) -> Int {
        Int(gtk_list_item_get_position(item))
    }
}

import CGtk

/// A GtkTreeListModel whose children are made by a Swift closure, for lists with rows that fold.
///
/// Ownership: `make` takes over the caller's reference to `root` (transfer full, as
/// `gtk_tree_list_model_new` does) and returns a new reference that the caller owns, typically handed on to a
/// selection model, which takes it over in turn. The closure gets each row's item (borrowed) and returns a new
/// list model that the caller made (transfer full), or nil for a row without children; GLib retains the
/// closure until the tree model is finalized.
@MainActor
public enum TreeListModel {
    public typealias ChildrenHandler = @MainActor (_ item: gpointer) -> OpaquePointer?

    /// A tree over `root`, not passthrough (its items are GtkTreeListRows) and folded until rows are expanded.
    public static func make(root: OpaquePointer, children: @escaping ChildrenHandler) -> OpaquePointer {
        let box = ClosureBox<ChildrenHandler>(children)
        let create: GtkTreeListModelCreateModelFunc = { item, data in
            guard let item else { return nil }
            nonisolated(unsafe) let borrowed = item // GTK calls this on the main thread, during the call that expands
            let box = ClosureBox<ChildrenHandler>.from(data)
            // Pointers are not Sendable; the address crosses the isolation boundary as a number.
            let address = MainActor.assumeIsolated { box.closure(borrowed).map { Int(bitPattern: $0) } ?? 0 }
            return OpaquePointer(bitPattern: address)
        }
        let destroy: GDestroyNotify = { data in RetainedBox.release(data) }
        return gtk_tree_list_model_new(root, 0, 0, create, box.retainedPointer, destroy)
    }

    /// The item of the row at `position` of a GtkTreeListRow model, with a reference the caller owns.
    public static func item(at position: guint, in model: OpaquePointer) -> GObjectRef? {
        guard let row = g_list_model_get_item(model, position) else { return nil }
        defer { g_object_unref(row) }
        return item(ofRow: row)
    }

    /// The item a GtkTreeListRow shows, with a reference the caller owns.
    public static func item(ofRow row: gpointer) -> GObjectRef? {
        gtk_tree_list_row_get_item(OpaquePointer(row)).map { GObjectRef(owning: $0) }
    }
}

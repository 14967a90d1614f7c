extension LibraryChanges {
    /// Adds the changes of a later step, so the result describes both steps against the list before the first
    /// (a row inserted then removed is no change; removed then inserted is an update).
    public mutating func merge(_ later: LibraryChanges) {
        for path in later.removed {
            if let index = inserted.firstIndex(of: path) {
                inserted.remove(at: index)
            } else if let index = renamed.firstIndex(where: { $0.to == path }) {
                removed.append(renamed.remove(at: index).from)
            } else {
                updated.removeAll { $0 == path }
                removed.append(path)
            }
        }
        for path in later.inserted {
            if let index = removed.firstIndex(of: path) {
                removed.remove(at: index)
                if !updated.contains(path) { updated.append(path) }
            } else {
                inserted.append(path)
            }
        }
        for path in later.updated where !inserted.contains(path) && !updated.contains(path) {
            updated.append(path)
        }
        for rename in later.renamed {
            if let index = inserted.firstIndex(of: rename.from) {
                inserted[index] = rename.to
            } else if let index = renamed.firstIndex(where: { $0.to == rename.from }) {
                let original = renamed[index].from
                if original == rename.to {
                    renamed.remove(at: index)
                } else {
                    renamed[index] = Rename(from: original, to: rename.to)
                }
            } else {
                renamed.append(rename)
            }
        }
    }
}

extension LibraryPath {
    /// What follows `folder` in this path: empty for the folder itself, "/b" for "<folder>/b"; nil when the path
    /// is not in `folder`. Whole components are compared as bytes, trailing slashes ignored: "/home/anna" is not
    /// in "/home/ann", and everything is in "/".
    public func remainder(under folder: LibraryPath) -> ArraySlice<UInt8>? {
        // `appending` then `parent` drops trailing slashes the same way on both sides.
        let base = folder.appending("x").parent.bytes, own = appending("x").parent.bytes
        guard own.starts(with: base) else { return nil }
        if base == [UInt8(ascii: "/")] { return own[...] }
        if own.count == base.count { return own[own.endIndex...] }
        return own[base.count] == UInt8(ascii: "/") ? own[base.count...] : nil
    }

    /// The path for showing to a person, with the home folder written `~` ("~/Documents/Books"), as file managers
    /// and the Preferences' folder row write it; a path outside home is shown whole (see `displayString`).
    public func displayString(home: LibraryPath) -> String {
        guard home.appending("x").parent.bytes != [UInt8(ascii: "/")], let rest = remainder(under: home) else {
            return displayString
        }
        return "~" + String(decoding: rest, as: UTF8.self)
    }
}

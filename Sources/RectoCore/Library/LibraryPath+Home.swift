extension LibraryPath {
    /// The path for showing to a person, with the home folder written `~` ("~/Documents/Books"), as file managers
    /// and the Preferences' folder row write it; a path outside home is shown whole (see `displayString`).
    public func displayString(home: LibraryPath) -> String {
        let base = home.appending("x").parent.bytes, own = appending("x").parent.bytes
        guard base.count > 1, own.starts(with: base) else { return displayString }
        if own.count == base.count { return "~" }
        guard own[base.count] == UInt8(ascii: "/") else { return displayString }
        return "~" + String(decoding: own[base.count...], as: UTF8.self)
    }
}

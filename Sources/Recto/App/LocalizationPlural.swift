import CGtk
import Foundation

/// Translates a message whose wording depends on a number ("1 book", "3 books") with gettext's plural
/// forms; xgettext finds it with `--keyword=i18nPlural:1,2`. Format the number in with `String(format:)`.
func i18nPlural(_ singular: String, _ plural: String, _ count: Int) -> String {
    singular.withCString { one in
        plural.withCString { many in
            guard let translated = ngettext(one, many, UInt(max(count, 0))) else { return count == 1 ? singular : plural }
            if translated == UnsafeMutablePointer(mutating: one) { return singular }
            if translated == UnsafeMutablePointer(mutating: many) { return plural }
            return String(cString: translated)
        }
    }
}

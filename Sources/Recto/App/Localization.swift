import CGtk
import Foundation

/// Marks a string for translation and returns it translated (gettext domain `recto`); Swift reserves `_`, so
/// this is the keyword xgettext looks for (`--keyword=i18n`). Never interpolate
/// inside: use `%d`/`%@` placeholders and `String(format:)` after translating, so xgettext extracts the msgid.
func i18n(_ message: String) -> String {
    // gettext hands back its argument when there is no translation, so compare before that buffer goes.
    message.withCString { original in
        guard let translated = gettext(original), translated != UnsafeMutablePointer(mutating: original) else {
            return message
        }
        return String(cString: translated)
    }
}

/// Binds the `recto` text domain to the locale folder of the layout Recto runs from: `PREFIX/share/locale` when
/// installed, `.build/locale` in the build tree (`make data` compiles the catalogues there). Bound whether or not
/// a given language is there, so a Flatpak with only some locale packs installed still finds those.
enum Localization {
    static let domain = "recto"

    static func setUp() {
        setlocale(LC_ALL, "")
        bindtextdomain(domain, ResourceLocator.localeFolder)
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
    }
}

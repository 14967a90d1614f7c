import CGtk
import Foundation

// `recto --library-metadata-helper` reads library metadata for the running Recto and exits: before GTK.
LibraryMetadataHelperMain.runIfAsked()
ProcessTuning.apply()
Localization.setUp()
let application = RectoApplication()
exit(application.run())

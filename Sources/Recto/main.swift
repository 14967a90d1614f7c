import CGtk
import Foundation

Localization.setUp()
let application = RectoApplication()
exit(application.run())

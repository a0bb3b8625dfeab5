// UIKit re-exports Foundation: `import UIKit` is enough for `IndexPath`, `Date` or `URL`.
// `import Trestle` is too, so UIKit code needs only its import changed.
@_exported import Foundation

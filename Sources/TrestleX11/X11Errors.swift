import CXlib
import Foundation
import Trestle

/// What the host does with Xlib's errors, in place of Xlib's handlers, which print and end the
/// process on any error.
enum X11Errors {
    /// Installs the handlers, once for the process.
    static func install() {
        XSetErrorHandler(nonFatalError)
        XSetIOErrorHandler(connectionLost)
    }
}

/// An error about a window or drawable that is gone (another client destroyed the window, and a
/// request about it was already on its way) is not the end of the application: the event that
/// follows (`DestroyNotify`) ends it properly. Any other protocol error is said on standard error,
/// as Xlib says it, and the application goes on.
private func nonFatalError(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    guard let display, let error = event?.pointee else { return 0 }
    if error.error_code == UInt8(BadWindow) || error.error_code == UInt8(BadDrawable) { return 0 }
    var text = [CChar](repeating: 0, count: 256)
    XGetErrorText(display, Int32(error.error_code), &text, Int32(text.count))
    let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    FileHandle.standardError.write(Data("X error: \(message) (request \(error.request_code))\n".utf8))
    return 0
}

/// The X server closed the connection (it ended, or `xkill` took the window): the application
/// hears it will terminate, and the process ends with status 1 (Xlib ends it after this
/// handler in any case).
private func connectionLost(_ display: OpaquePointer?) -> Int32 {
    MainActor.assumeIsolated { UIApplication.sharedIfMade?.terminate() }
    fflush(nil)
    FileHandle.standardError.write(Data("the X server closed the connection: the window is gone\n".utf8))
    _exit(1)
}

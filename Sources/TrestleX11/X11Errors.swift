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

/// A protocol error (a request about a window another client has just destroyed, say) is not
/// the end of the application: the event that follows (`DestroyNotify`) ends it properly.
private func nonFatalError(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    0
}

/// The X server closed the connection (it ended, or `xkill` took the window): the application
/// hears it will terminate, and the process ends with status 1 (Xlib ends it after this
/// handler in any case).
private func connectionLost(_ display: OpaquePointer?) -> Int32 {
    MainActor.assumeIsolated { UIApplication.sharedIfMade?.terminate() }
    FileHandle.standardError.write(Data("the X server closed the connection: the window is gone\n".utf8))
    _exit(1)
}

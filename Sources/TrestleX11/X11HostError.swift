import Foundation

/// Why a window could not be opened, with what to do about it.
public enum X11HostError: Error, Equatable, CustomStringConvertible {
    /// `DISPLAY` is not set: there is no X server to ask.
    case displayUnset
    /// The X server `DISPLAY` names could not be reached.
    case cannotOpenDisplay(String)

    /// What went wrong and what to do about it, in a sentence for the user.
    public var description: String {
        switch self {
        case .displayUnset:
            "DISPLAY is not set, so there is no X server to open a window on: run this in an X session, "
                + "or start one (for example `Xvfb :99 &`) and set DISPLAY=:99"
        case .cannotOpenDisplay(let display):
            "cannot open the X display \(display): check that an X server runs there and lets you connect "
                + "(xhost, XAUTHORITY), or start one (for example `Xvfb :99 &`) and set DISPLAY=:99"
        }
    }

    /// The error opening the display `environment` names would give without trying: `nil` when
    /// `DISPLAY` is set.
    static func check(_ environment: [String: String]) -> X11HostError? {
        guard let display = environment["DISPLAY"], !display.isEmpty else { return .displayUnset }
        return nil
    }
}

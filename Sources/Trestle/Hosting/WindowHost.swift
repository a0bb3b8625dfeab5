import Foundation
import TrestleCore

/// What every host — the terminal, the X11 window, the headless host of tests — is to Trestle:
/// events in, frames out, a clock and a run loop, with the frame loop written once in
/// ``HostFrameLoop``.
///
/// A host owns its device (a terminal, an X window, nothing at all), turns the device's input
/// into ``HostEvent``s for ``HostFrameLoop/handle(_:)``, and shows each frame the loop hands to
/// ``present(_:)``: the terminal turns the display list into cells and writes what changed, the
/// X11 window draws where the picture changed, the headless host keeps it for tests to read.
/// When and how often frames are drawn, how animations follow the clock and the order in which
/// the window is laid out and recorded are the loop's, so they are the same everywhere.
///
/// A new host is one type: make a ``HostFrameLoop`` for its window and clock, feed it events,
/// and present frames.
@MainActor
public protocol WindowHost: AnyObject {
    /// The host's frame loop: its window, clock, pacing and input routing.
    var frameLoop: HostFrameLoop { get }
    /// Whether a frame may be shown now. A terminal waits for its answers to the start-up
    /// queries, so that the first frame is drawn once, in the right colours. Default: `true`.
    var isReadyToPresent: Bool { get }
    /// Shows `frame`: the window is laid out and `frame` holds what it draws.
    func present(_ frame: HostFrame)
}

extension WindowHost {
    public var isReadyToPresent: Bool { true }

    /// Asks for a frame (see ``HostFrameLoop/scheduleFrame()``).
    public func scheduleFrame() {
        frameLoop.scheduleFrame()
    }

    /// Draws a frame now (see ``HostFrameLoop/drawFrame()``).
    public func drawFrame() {
        frameLoop.drawFrame()
    }
}

/// One frame a ``HostFrameLoop`` hands its host: the window's drawing, when it was made, and its
/// number.
public struct HostFrame {
    /// What the window draws, laid out, in window points.
    public let displayList: DisplayList
    /// The host clock's time the frame's animations were advanced to.
    public let time: TimeInterval
    /// How many frames the loop had drawn before this one.
    public let number: Int
}

import Foundation
import Testing
@testable import Trestle
import TrestleCore

/// A host that keeps every frame it is given, on a clock the test moves.
@MainActor
private final class RecordingHost: WindowHost {
    let frameLoop: HostFrameLoop
    var frames: [HostFrame] = []
    var isReadyToPresent = true
    var time: TimeInterval = 0

    init(size: CGSize = CGSize(width: 30, height: 10), pacing: HostFrameLoop.Pacing = .manual) {
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), metrics: .terminal)
        let window = UIWindow(frame: screen.bounds, screen: screen)
        var clock: () -> TimeInterval = { 0 }
        frameLoop = HostFrameLoop(window: window, clock: { clock() }, pacing: pacing)
        clock = { [unowned self] in self.time }
        frameLoop.attach(self)
        window.makeKeyAndVisible()
    }

    func present(_ frame: HostFrame) {
        frames.append(frame)
    }

    /// The text of the last frame presented.
    var lastText: [String] {
        frames.last.map { frameLoop.window.textLines(for: $0.displayList) } ?? []
    }
}

@MainActor
@Suite("Hosting: one frame loop for every host")
struct HostFrameLoopTests {
    /// A host whose window shows a view that counts its layout passes, and a label on it.
    private func hostWithLabel(_ text: String = "") -> (RecordingHost, CountingView, UILabel) {
        let host = RecordingHost()
        let view = CountingView(frame: .zero)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        label.text = text
        view.addSubview(label)
        host.frameLoop.window.rootView = view
        return (host, view, label)
    }

    /// A host whose window shows a view fading out over one second (linear) from time 0.
    private func hostWithFadingView() -> RecordingHost {
        let host = RecordingHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        host.frameLoop.window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        return host
    }

    @Test("A frame lays the window out, then hands the host its drawing, numbered from 0")
    func framesAreLaidOutAndNumbered() {
        let (host, view, _) = hostWithLabel("hello")
        host.frameLoop.drawFrame()
        host.frameLoop.drawFrame()
        #expect(host.frames.map(\.number) == [0, 1])
        #expect(host.frameLoop.framesDrawn == 2)
        #expect(view.layoutPasses == 1, "the second frame finds nothing to lay out")
        #expect(host.lastText.first == "hello")
    }

    @Test("A change to a view asks for a frame; drawing it answers the request")
    func changesAskForAFrame() {
        let (host, _, label) = hostWithLabel()
        host.frameLoop.drawFrame()
        #expect(!host.frameLoop.needsFrame)
        label.text = "changed"
        #expect(host.frameLoop.needsFrame)
        host.frameLoop.drawFrame()
        #expect(!host.frameLoop.needsFrame, "what the frame's own layout asked for is in the frame")
        #expect(host.lastText.first == "changed")
    }

    @Test("The frame handler runs after layout, and what it changes is in the same frame")
    func frameHandlerChangesShowInTheSameFrame() {
        let (host, _, label) = hostWithLabel()
        var counter = 0
        host.frameLoop.frameHandler = {
            counter += 1
            label.text = "frame \(counter)"
        }
        host.frameLoop.drawFrame()
        #expect(host.lastText.first == "frame 1")
        host.frameLoop.drawFrame()
        #expect(host.lastText.first == "frame 2")
    }

    @Test("A host that is not ready is shown nothing, while animations still follow the clock")
    func aHostThatIsNotReadyIsShownNothing() {
        let host = hostWithFadingView()
        host.isReadyToPresent = false
        host.time = 2
        host.frameLoop.drawFrame()
        #expect(host.frames.isEmpty)
        #expect(host.frameLoop.framesDrawn == 0)
        #expect(!host.frameLoop.window.isAnimating, "the animation ended at the frame's time")
        host.isReadyToPresent = true
        host.frameLoop.drawFrame()
        #expect(host.frames.count == 1)
    }

    @Test("While something animates, each frame asks for the next one, and the frame time follows the clock")
    func animationsAskForTheNextFrame() {
        let host = hostWithFadingView()
        host.time = 0.5
        host.frameLoop.drawFrame()
        #expect(host.frameLoop.needsFrame, "half-way through, the next frame is asked for")
        #expect(host.frames.last?.time == 0.5)
        host.time = 1.5
        host.frameLoop.drawFrame()
        #expect(!host.frameLoop.needsFrame, "once it ends, no frame is asked for")
    }

    @Test("Paced by the display interval, requests made together become one frame on the main queue")
    func requestsMadeTogetherBecomeOneFrame() async throws {
        let host = RecordingHost(pacing: .displayInterval)
        host.frameLoop.scheduleFrame()
        host.frameLoop.scheduleFrame()
        host.frameLoop.scheduleFrame()
        #expect(host.frames.isEmpty, "nothing is drawn before the main queue turns")
        for _ in 0..<50 where host.frames.isEmpty {
            try await Task.sleep(for: .milliseconds(10))
        }
        try await Task.sleep(for: .milliseconds(50))
        #expect(host.frames.count == 1)
    }

    @Test("A key goes to the window's keyboard target and says whether something took it")
    func keysGoToTheKeyboardTarget() {
        let host = RecordingHost()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        host.frameLoop.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(host.frameLoop.handle(.key(UIKey(character: "a"))))
        #expect(host.frameLoop.handle(.paste("bc")))
        #expect(field.text == "abc")
        #expect(host.frameLoop.needsFrame)
    }

    @Test("The primary button is one touch: pressed and released on a button, the button's action runs once")
    func pointerIsOneTouch() {
        let host = RecordingHost()
        let button = UIButton(frame: CGRect(x: 2, y: 2, width: 8, height: 1))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        host.frameLoop.window.addSubview(button)
        #expect(host.frameLoop.handle(.pointerDown(CGPoint(x: 3, y: 2))))
        #expect(host.frameLoop.handle(.pointerUp(CGPoint(x: 3, y: 2))))
        #expect(taps == 1)
        #expect(!host.frameLoop.handle(.pointerUp(CGPoint(x: 3, y: 2))), "a release with no touch down is nothing")
        #expect(host.frameLoop.handle(.pointerDown(CGPoint(x: 3, y: 2))))
        #expect(host.frameLoop.handle(.pointerCancelled))
        #expect(taps == 1, "a cancelled touch is no tap")
    }

    @Test("A wheel scrolls the scroll view under the pointer; over none it is not taken")
    func wheelScrollsTheViewUnderThePointer() {
        let host = RecordingHost()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 30, height: 5))
        scrollView.contentSize = CGSize(width: 30, height: 50)
        host.frameLoop.window.addSubview(scrollView)
        #expect(host.frameLoop.handle(.wheel(lines: 3, columns: 0, shift: false, at: CGPoint(x: 1, y: 1))))
        #expect(scrollView.contentOffset.y == 3)
        #expect(!host.frameLoop.handle(.wheel(lines: 3, columns: 0, shift: false, at: CGPoint(x: 1, y: 8))))
        #expect(scrollView.contentOffset.y == 3)
    }

    @Test("A resize is a size transition of the window and its screen")
    func resizeTransitionsTheWindow() {
        let host = RecordingHost()
        host.frameLoop.handle(.resize(CGSize(width: 50, height: 12)))
        #expect(host.frameLoop.window.bounds.size == CGSize(width: 50, height: 12))
        #expect(host.frameLoop.window.screen.bounds.size == CGSize(width: 50, height: 12))
    }

    @Test("Losing focus resigns the application active and cancels the touch; gaining it makes it active again")
    func focusDrivesTheLifeCycle() {
        let host = RecordingHost()
        let application = UIApplication()
        application.becomeActive()
        host.frameLoop.application = application
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        host.frameLoop.window.addSubview(button)
        host.frameLoop.handle(.pointerDown(CGPoint(x: 1, y: 0)))
        host.frameLoop.handle(.focus(false))
        #expect(application.applicationState == .inactive)
        host.frameLoop.handle(.pointerUp(CGPoint(x: 1, y: 0)))
        #expect(taps == 0, "the touch was cancelled when focus left")
        host.frameLoop.handle(.focus(true))
        #expect(application.applicationState == .active)
    }

    @Test("A window put in the loop's place takes over the frame requests; the old one's go nowhere")
    func anotherWindowTakesOverFrameRequests() {
        let host = RecordingHost()
        let old = host.frameLoop.window
        host.frameLoop.drawFrame()
        let replacement = UIWindow(frame: old.bounds, screen: old.screen)
        host.frameLoop.window = replacement
        #expect(host.frameLoop.needsFrame, "the new window is drawn")
        host.frameLoop.drawFrame()
        old.addSubview(UILabel())
        #expect(!host.frameLoop.needsFrame)
        replacement.addSubview(UILabel())
        #expect(host.frameLoop.needsFrame)
    }
}

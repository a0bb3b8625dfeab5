import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// The events a control sent, by name, in order.
@MainActor
private final class EventLog {
    var events: [String] = []

    static let names: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
        ("dragInside", .touchDragInside), ("dragOutside", .touchDragOutside),
        ("dragEnter", .touchDragEnter), ("dragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
        ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
    ]

    /// Registers an action per event on `control` that appends the event's name.
    init(_ control: UIControl) {
        for (name, event) in Self.names {
            control.addAction(UIAction { [weak self] _ in self?.events.append(name) }, for: event)
        }
    }
}

/// An object to register as a target.
@MainActor
private final class Recorder {
    var calls: [String] = []

    func buttonTapped(_ sender: UIButton) { calls.append("buttonTapped \(sender.currentTitle ?? "")") }
    func switchChanged(_ sender: UISwitch) { calls.append("switchChanged \(sender.isOn)") }
    func save() { calls.append("save") }
}

/// A control that records its tracking callbacks.
@MainActor
private final class TrackingControl: UIControl {
    var calls: [String] = []
    var beginsTracking = true
    var keepsTracking = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin")
        return beginsTracking
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue inside=\(isTouchInside) tracking=\(isTracking)")
        return keepsTracking
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        calls.append("end inside=\(isTouchInside)")
    }

    override func cancelTracking(with event: UIEvent?) {
        calls.append("cancel")
    }
}

/// A view that records the touches that reach it.
@MainActor
private final class TouchRecordingView: UIView {
    var touchesReceived = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchesReceived += 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touchesReceived += 1 }
}

/// A table data source whose rows carry a switch as their accessory view.
@MainActor
private final class SwitchRowsDataSource: NSObject, UITableViewDataSource {
    let titles: [String]
    var switches: [IndexPath: UISwitch] = [:]
    var disabledRows: Set<Int> = []

    init(_ titles: [String]) {
        self.titles = titles
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        let toggle = switches[indexPath] ?? UISwitch()
        toggle.isEnabled = !disabledRows.contains(indexPath.row)
        switches[indexPath] = toggle
        cell.accessoryView = toggle
        return cell
    }
}

@MainActor
@Suite("Controls: UIControl, UIAction, UISwitch, UIButton")
struct ControlTests {
    /// A host showing `control` at `frame` on a plain root view.
    func makeHost(_ control: UIControl, frame: CGRect, size: CGSize = CGSize(width: 20, height: 3),
              metrics: MetricsProfile = .terminal) -> HeadlessHost {
        let host = HeadlessHost(size: size, metrics: metrics)
        let root = UIView()
        root.addSubview(control)
        control.frame = frame
        host.rootView = root
        host.layout()
        return host
    }

    /// Sends `touch` to the window in its current phase, as a host does.
    func send(_ touch: UITouch, in host: HeadlessHost) {
        host.window.send(touch, timestamp: host.now)
    }

    // MARK: Event order

    @Test("A tap on a button sends touchDown, touchUpInside, then primaryActionTriggered; highlighted only while down")
    func buttonTapOrder() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        let log = EventLog(button)
        var highlightedOnTouchDown = false
        button.addAction(UIAction { _ in highlightedOnTouchDown = button.isHighlighted }, for: .touchDown)
        let host = makeHost(button, frame: CGRect(x: 2, y: 1, width: 6, height: 1))
        host.tap(at: CGPoint(x: 4, y: 1))
        #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(highlightedOnTouchDown)
        #expect(!button.isHighlighted)
        #expect(!button.isTracking)
    }

    @Test("A tap on a switch flips it and sends touchDown, touchUpInside, valueChanged, primaryActionTriggered")
    func switchTapOrder() {
        let toggle = UISwitch()
        let log = EventLog(toggle)
        var valueSeenByHandler: Bool?
        toggle.addAction(UIAction { _ in valueSeenByHandler = toggle.isOn }, for: .valueChanged)
        let host = makeHost(toggle, frame: CGRect(x: 1, y: 1, width: 5, height: 1))
        host.tap(at: CGPoint(x: 3, y: 1))
        #expect(toggle.isOn)
        #expect(valueSeenByHandler == true, "valueChanged is sent after the value changed")
        #expect(log.events == ["touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"])
        host.tap(at: CGPoint(x: 1, y: 1))
        #expect(!toggle.isOn)
    }

    @Test("A second tap in quick succession also sends touchDownRepeat")
    func touchDownRepeat() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let log = EventLog(button)
        let host = makeHost(button, frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        let touch = UITouch(view: button, window: host.window, location: CGPoint(x: 1, y: 0), tapCount: 2, timestamp: host.now)
        send(touch, in: host)
        touch.move(to: CGPoint(x: 1, y: 0), phase: .ended, timestamp: host.now)
        send(touch, in: host)
        #expect(log.events == ["touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("Dragging out of a button and releasing sends the drag events and touchUpOutside, and no action")
    func dragOutside() {
        let button = UIButton(type: .system)
        button.setTitle("Delete", for: .normal)
        let log = EventLog(button)
        var highlightedWhileOutside: [Bool] = []
        button.addAction(UIAction { _ in highlightedWhileOutside.append(button.isHighlighted) }, for: .touchDragOutside)
        let host = makeHost(button, frame: CGRect(x: 2, y: 1, width: 6, height: 1))
        // The button covers columns 2–7; the pointer moves a column at a time from 3 to 15.
        host.drag(from: CGPoint(x: 3, y: 1), to: CGPoint(x: 15, y: 1))
        let expected = ["touchDown"] + Array(repeating: "dragInside", count: 4) + ["dragExit"]
            + Array(repeating: "dragOutside", count: 8) + ["touchUpOutside"]
        #expect(log.events == expected)
        #expect(highlightedWhileOutside.allSatisfy { !$0 })
        #expect(!button.isHighlighted)
    }

    @Test("Dragging back into a control sends touchDragEnter, and releasing there is a tap")
    func dragBackInside() {
        let toggle = UISwitch()
        let log = EventLog(toggle)
        let host = makeHost(toggle, frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        let touch = UITouch(view: toggle, window: host.window, location: CGPoint(x: 2, y: 0), timestamp: host.now)
        send(touch, in: host)
        touch.move(to: CGPoint(x: 9, y: 0), phase: .moved, timestamp: host.now)
        send(touch, in: host)
        #expect(!toggle.isHighlighted)
        touch.move(to: CGPoint(x: 4, y: 0), phase: .moved, timestamp: host.now)
        send(touch, in: host)
        #expect(toggle.isHighlighted)
        touch.move(to: CGPoint(x: 4, y: 0), phase: .ended, timestamp: host.now)
        send(touch, in: host)
        #expect(log.events == ["touchDown", "dragExit", "dragOutside", "dragEnter", "dragInside",
                               "touchUpInside", "valueChanged", "primaryActionTriggered"])
        #expect(toggle.isOn)
    }

    @Test("A switch released outside stays as it was")
    func switchReleasedOutside() {
        let toggle = UISwitch()
        let log = EventLog(toggle)
        let host = makeHost(toggle, frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        host.drag(from: CGPoint(x: 1, y: 0), to: CGPoint(x: 12, y: 0))
        #expect(!toggle.isOn)
        #expect(log.events.last == "touchUpOutside")
        #expect(!log.events.contains("valueChanged"))
    }

    @Test("A cancelled touch sends touchCancel and calls cancelTracking, and is no tap")
    func cancelledTouch() {
        let control = TrackingControl()
        let log = EventLog(control)
        let host = makeHost(control, frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        let touch = UITouch(view: control, window: host.window, location: CGPoint(x: 1, y: 0), timestamp: host.now)
        send(touch, in: host)
        #expect(control.isTracking)
        touch.move(to: CGPoint(x: 1, y: 0), phase: .cancelled, timestamp: host.now)
        send(touch, in: host)
        #expect(log.events == ["touchDown", "touchCancel"])
        #expect(control.calls == ["begin", "cancel"])
        #expect(!control.isHighlighted)
        #expect(!control.isTracking)
    }

    // MARK: Tracking

    @Test("beginTracking, continueTracking and endTracking follow the touch, with isTouchInside")
    func trackingCallbacks() {
        let control = TrackingControl()
        let host = makeHost(control, frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        host.drag(from: CGPoint(x: 1, y: 0), to: CGPoint(x: 5, y: 0))
        #expect(control.calls == ["begin", "continue inside=true tracking=true", "continue inside=true tracking=true",
                                  "continue inside=false tracking=true", "continue inside=false tracking=true",
                                  "end inside=false"])
        #expect(!control.isTracking)
        #expect(!control.isTouchInside)
    }

    @Test("When beginTracking returns false the tracking methods are not called, but the touch's events are still sent")
    func trackingDeclined() {
        let control = TrackingControl()
        control.beginsTracking = false
        let log = EventLog(control)
        let host = makeHost(control, frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        host.drag(from: CGPoint(x: 1, y: 0), to: CGPoint(x: 2, y: 0))
        #expect(control.calls == ["begin"])
        #expect(log.events == ["touchDown", "dragInside", "touchUpInside"])
    }

    @Test("When continueTracking returns false, tracking stops and endTracking is not called")
    func trackingStopped() {
        let control = TrackingControl()
        control.keepsTracking = false
        let host = makeHost(control, frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        host.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 3, y: 0))
        #expect(control.calls == ["begin", "continue inside=true tracking=true"])
    }

    @Test("Touches on a control do not travel up to its superview")
    func touchesStayInControl() {
        let host = HeadlessHost(size: CGSize(width: 10, height: 2))
        let root = TouchRecordingView()
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
        root.addSubview(button)
        host.rootView = root
        let log = EventLog(button)
        host.tap(at: CGPoint(x: 1, y: 0))
        #expect(log.events.contains("touchUpInside"))
        #expect(root.touchesReceived == 0)
        host.tap(at: CGPoint(x: 5, y: 1))
        #expect(root.touchesReceived == 2, "a tap beside the button reaches the root view")
    }

    // MARK: Enabled, selected, highlighted

    @Test("A disabled control sends nothing: hit testing passes over it to the view behind")
    func disabledControl() {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.isEnabled = false
        let log = EventLog(button)
        let host = makeHost(button, frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(host.window.hitTest(CGPoint(x: 1, y: 0), with: nil) === host.rootView)
        host.tap(at: CGPoint(x: 1, y: 0))
        host.drag(from: CGPoint(x: 1, y: 0), to: CGPoint(x: 3, y: 0))
        #expect(log.events.isEmpty)
        #expect(button.state == .disabled)
        button.isEnabled = true
        host.tap(at: CGPoint(x: 1, y: 0))
        #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("state combines highlighted, disabled and selected with UIKit's raw values")
    func stateBits() {
        let control = UIControl()
        #expect(control.state == .normal)
        control.isSelected = true
        control.isEnabled = false
        control.isHighlighted = true
        #expect(control.state == [.highlighted, .disabled, .selected])
        #expect(control.state.rawValue == 0b111)
        #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6)
        #expect(UIControl.Event.valueChanged.rawValue == 1 << 12)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 1 << 13)
        #expect(UIControl.Event.allTouchEvents.contains(.touchCancel))
        #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
    }

    // MARK: UISwitch

    @Test("setOn and isOn change the switch without sending events")
    func programmaticSwitchSendsNothing() {
        let toggle = UISwitch()
        let log = EventLog(toggle)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        toggle.isOn = false
        #expect(!toggle.isOn)
        #expect(log.events.isEmpty)
    }

    @Test("toggleFromKeyboard flips the switch and sends valueChanged, unless it is disabled")
    func toggleFromKeyboard() {
        let toggle = UISwitch()
        let log = EventLog(toggle)
        let host = makeHost(toggle, frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        defer { withExtendedLifetime(host) {} }
        #expect(toggle.toggleFromKeyboard())
        #expect(toggle.isOn)
        #expect(log.events == ["valueChanged", "primaryActionTriggered"])
        toggle.isEnabled = false
        #expect(!toggle.toggleFromKeyboard())
        #expect(toggle.isOn)
        #expect(log.events.count == 2)
    }

    @Test("In the terminal a switch reads (━━●) when on and (○──) when off, dimmed when off")
    func switchDrawing() {
        let toggle = UISwitch()
        let host = makeHost(toggle, frame: CGRect(x: 1, y: 0, width: 5, height: 1), size: CGSize(width: 8, height: 1))
        #expect(host.screenLines() == [" (○──)"])
        #expect(host.styledScreen()[0][1...5].allSatisfy { $0.attributes.isDim }, "off shows without colour")
        toggle.isOn = true
        #expect(host.screenLines() == [" (━━●)"])
        let green = UIColor.systemGreen.displayColor(for: host.screen.traitCollection)
        let styled = host.styledScreen()[0]
        #expect(styled[1...5].allSatisfy { $0.attributes.foreground == green && !$0.attributes.isDim })
        toggle.onTintColor = .systemOrange
        let orange = UIColor.systemOrange.displayColor(for: host.screen.traitCollection)
        #expect(host.styledScreen()[0][4].attributes.foreground == orange)
    }

    @Test("With the iOS metrics a switch draws a pill-shaped track and a thumb inset two points, at the right when on")
    func switchDrawingInPoints() {
        let toggle = UISwitch()
        let host = makeHost(toggle, frame: CGRect(x: 10, y: 20, width: 51, height: 31),
                            size: CGSize(width: 390, height: 844), metrics: .iOS)
        func roundedRects() -> [CGRect] {
            host.displayList().items.compactMap {
                if case .roundedRect(let rect, _, _, _) = $0.primitive { rect } else { nil }
            }
        }
        #expect(roundedRects() == [CGRect(x: 10, y: 20, width: 51, height: 31), CGRect(x: 12, y: 22, width: 27, height: 27)])
        toggle.isOn = true
        #expect(roundedRects() == [CGRect(x: 10, y: 20, width: 51, height: 31), CGRect(x: 32, y: 22, width: 27, height: 27)])
    }

    @Test("A switch is 5 × 1 in the terminal and UIKit's 51 × 31 points with the iOS metrics")
    func switchSize() {
        let terminal = UISwitch()
        let terminalHost = makeHost(terminal, frame: .zero)
        defer { withExtendedLifetime(terminalHost) {} }
        #expect(terminal.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 5, height: 1))
        #expect(terminal.intrinsicContentSize == CGSize(width: 5, height: 1))
        let iOS = UISwitch()
        let iOSHost = makeHost(iOS, frame: .zero, size: CGSize(width: 390, height: 844), metrics: .iOS)
        defer { withExtendedLifetime(iOSHost) {} }
        #expect(iOS.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        iOS.sizeToFit()
        #expect(iOS.frame.size == CGSize(width: 51, height: 31))
    }

    // MARK: Target–action

    @Test("A target's closure receives the target and the control")
    func targetAction() {
        let toggle = UISwitch()
        let recorder = Recorder()
        toggle.addTarget(recorder, action: { recorder, sender in
            recorder.calls.append("changed \((sender as? UISwitch)?.isOn == true)")
        }, for: .valueChanged)
        let host = makeHost(toggle, frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        host.tap(at: CGPoint(x: 2, y: 0))
        #expect(recorder.calls == ["changed true"])
        #expect(toggle.allTargets.count == 1 && toggle.allTargets.first === recorder)
        #expect(toggle.allControlEvents == .valueChanged)
    }

    @Test("Methods are registered the way #selector names them: Type.method")
    func methodReferenceTargets() {
        let recorder = Recorder()
        let toggle = UISwitch()
        toggle.addTarget(recorder, action: Recorder.switchChanged, for: .valueChanged)
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.addTarget(recorder, action: Recorder.buttonTapped, for: .touchUpInside)
        button.addTarget(recorder, action: Recorder.save, for: .primaryActionTriggered)
        toggle.setOn(true, animated: false)
        toggle.sendActions(for: .valueChanged)
        button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(recorder.calls == ["switchChanged true", "buttonTapped Save", "save"])
    }

    @Test("A method for another kind of sender is reported and skipped")
    func mismatchedSender() {
        let recorder = Recorder()
        let button = UIButton(type: .system)
        button.addTarget(recorder, action: Recorder.switchChanged, for: .touchUpInside)
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) {
            TrestleDiagnostics.$isStrict.withValue(false) { button.sendActions(for: .touchUpInside) }
        }
        #expect(recorder.calls.isEmpty)
        #expect(reports.messages.count == 1)
        #expect(reports.messages.first?.contains("UISwitch") == true)
    }

    @Test("The target is held weakly: once it is deallocated its action is skipped and dropped")
    func weakTarget() {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        var calls = 0
        var target: Recorder? = Recorder()
        weak let weakTarget = target
        button.addTarget(target!, action: { _, _ in calls += 1 }, for: .touchUpInside)
        let host = makeHost(button, frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        host.tap(at: CGPoint(x: 1, y: 0))
        #expect(calls == 1)
        target = nil
        #expect(weakTarget == nil, "the control did not keep the target alive")
        host.tap(at: CGPoint(x: 1, y: 0))
        #expect(calls == 1)
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test("removeTarget(nil, action: nil, for: .allEvents) removes every target–action pair, not the UIActions")
    func removeAllTargets() {
        let button = UIButton(type: .system)
        let first = Recorder()
        let second = Recorder()
        var actionRuns = 0
        button.addTarget(first, action: { target, _ in target.calls.append("first") }, for: .touchUpInside)
        button.addTarget(second, action: { target, _ in target.calls.append("second") }, for: [.touchDown, .touchUpInside])
        button.addAction(UIAction { _ in actionRuns += 1 }, for: .touchUpInside)
        button.removeTarget(nil, action: nil, for: .allEvents)
        button.sendActions(for: .allEvents)
        #expect(first.calls.isEmpty && second.calls.isEmpty)
        #expect(button.allTargets.isEmpty)
        #expect(actionRuns == 1)
    }

    @Test("removeTarget removes one pair by token, all of a target's pairs with a nil action, and only for the given events")
    func removeTargetSelectively() {
        let button = UIButton(type: .system)
        let recorder = Recorder()
        let other = Recorder()
        let tapToken = button.addTarget(recorder, action: { target, _ in target.calls.append("tap") }, for: .touchUpInside)
        button.addTarget(recorder, action: { target, _ in target.calls.append("down") }, for: [.touchDown, .touchUpInside])
        button.addTarget(other, action: { target, _ in target.calls.append("other") }, for: .touchUpInside)
        button.removeTarget(recorder, action: tapToken, for: .allEvents)
        button.sendActions(for: .touchUpInside)
        #expect(recorder.calls == ["down"])
        #expect(other.calls == ["other"])
        button.removeTarget(recorder, action: nil, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(recorder.calls == ["down"], "no pair of recorder is left for touchUpInside")
        button.sendActions(for: .touchDown)
        #expect(recorder.calls == ["down", "down"], "the pair is still registered for touchDown")
        #expect(other.calls == ["other", "other"])
    }

    // MARK: Actions

    @Test("removeAction(identifiedBy:for:) unregisters the action for those events only")
    func removeActionByIdentifier() {
        let button = UIButton(type: .system)
        var runs: [String] = []
        let action = UIAction(identifier: UIAction.Identifier("log")) { _ in runs.append("log") }
        button.addAction(action, for: [.touchDown, .touchUpInside])
        button.removeAction(identifiedBy: UIAction.Identifier("log"), for: .touchDown)
        button.sendActions(for: .touchDown)
        #expect(runs.isEmpty)
        button.sendActions(for: .touchUpInside)
        #expect(runs == ["log"])
        button.removeAction(action, for: .allEvents)
        button.sendActions(for: .allEvents)
        #expect(runs == ["log"])
        #expect(button.allControlEvents.isEmpty)
    }

    @Test("An action with an identifier already registered replaces the old one")
    func actionsAreUniquedByIdentifier() {
        let button = UIButton(type: .system)
        var runs: [String] = []
        button.addAction(UIAction(identifier: .init("save")) { _ in runs.append("old") }, for: .touchUpInside)
        button.addAction(UIAction(identifier: .init("save")) { _ in runs.append("new") }, for: .touchUpInside)
        button.addAction(UIAction { _ in runs.append("anonymous 1") }, for: .touchUpInside)
        button.addAction(UIAction { _ in runs.append("anonymous 2") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(runs == ["new", "anonymous 1", "anonymous 2"])
    }

    @Test("sendActions(for:) runs each handler registered for any of the events once, in registration order")
    func sendActionsOrder() {
        let control = UIControl()
        let recorder = Recorder()
        var runs: [String] = []
        control.addAction(UIAction { _ in runs.append("A") }, for: [.valueChanged, .primaryActionTriggered])
        control.addTarget(recorder, action: { _, _ in runs.append("T") }, for: .valueChanged)
        control.addAction(UIAction { _ in runs.append("B") }, for: .touchDown)
        control.isEnabled = false
        control.sendActions(for: [.valueChanged, .primaryActionTriggered])
        #expect(runs == ["A", "T"], "a disabled control still sends programmatically")
        control.performPrimaryAction()
        #expect(runs == ["A", "T", "A"])
    }

    @Test("A UIAction's sender is the control while its handler runs, and nil afterwards")
    func actionSender() {
        let toggle = UISwitch()
        var sender: Any?
        let action = UIAction(title: "Wi-Fi") { action in sender = action.sender }
        toggle.addAction(action, for: .valueChanged)
        let host = makeHost(toggle, frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        host.tap(at: CGPoint(x: 1, y: 0))
        #expect((sender as? UISwitch) === toggle)
        #expect(action.sender == nil)
        #expect(action.title == "Wi-Fi")
        #expect(!action.identifier.rawValue.isEmpty)
        #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier, "each action gets its own identifier")
    }

    @Test("enumerateEventHandlers visits each handler once per single event, and can stop")
    func enumerateEventHandlers() {
        let control = UIControl()
        let recorder = Recorder()
        let action = UIAction(identifier: .init("a")) { _ in }
        control.addAction(action, for: [.touchDown, .touchUpInside])
        let token = control.addTarget(recorder, action: { _, _ in }, for: .valueChanged)
        var visits: [String] = []
        control.enumerateEventHandlers { action, targetAction, event, _ in
            if let action { visits.append("\(action.identifier.rawValue) \(event.rawValue)") }
            if let targetAction {
                visits.append("target \(targetAction.target === recorder) \(targetAction.action == token) \(event.rawValue)")
            }
        }
        #expect(visits == ["a 1", "a 64", "target true true 4096"])
        var count = 0
        control.enumerateEventHandlers { _, _, _, stop in
            count += 1
            stop = true
        }
        #expect(count == 1)
    }

    // MARK: UIButton

    @Test("A system button draws its title in its tint colour, dimmed when disabled")
    func buttonDrawing() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        let host = makeHost(button, frame: CGRect(x: 1, y: 0, width: 8, height: 1), size: CGSize(width: 10, height: 1))
        #expect(host.screenLines() == ["   Save"], "centred in the button's 8 columns")
        let traits = host.screen.traitCollection
        #expect(host.styledScreen()[0][3].attributes.foreground == UIColor.systemBlue.displayColor(for: traits))
        button.tintColor = .systemRed
        #expect(host.styledScreen()[0][3].attributes.foreground == UIColor.systemRed.displayColor(for: traits))
        button.isEnabled = false
        #expect(host.styledScreen()[0][3].attributes.isDim, "a disabled system button is grey, and dim without colour")
        button.isEnabled = true
        button.contentHorizontalAlignment = .leading
        #expect(host.screenLines() == [" Save"])
    }

    @Test("title(for:) falls back to the normal title; a combined state does not fall back to .selected")
    func titleFallback() {
        let button = UIButton(type: .system)
        #expect(button.title(for: .normal) == nil)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        #expect(button.title(for: .highlighted) == "Follow")
        #expect(button.title(for: .selected) == "Following")
        #expect(button.title(for: [.selected, .highlighted]) == "Follow")
        #expect(button.currentTitle == "Follow")
        button.isSelected = true
        #expect(button.currentTitle == "Following")
        #expect(button.titleLabel?.text == "Following")
        button.setTitle(nil, for: .selected)
        #expect(button.currentTitle == "Follow")
    }

    @Test("A button shows the title for its current state on screen")
    func stateTitleOnScreen() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.contentHorizontalAlignment = .left
        let host = makeHost(button, frame: CGRect(x: 0, y: 0, width: 12, height: 1), size: CGSize(width: 12, height: 1))
        #expect(host.screenLines() == ["Follow"])
        host.tap(at: CGPoint(x: 1, y: 0))
        button.isSelected.toggle()
        #expect(host.screenLines() == ["Following"])
    }

    @Test("titleColor(for:) falls back to the normal colour; a custom button's is white")
    func titleColors() {
        let custom = UIButton(type: .custom)
        #expect(custom.titleColor(for: .normal) == .white)
        custom.setTitleColor(.systemRed, for: .normal)
        custom.setTitleColor(.systemGreen, for: .highlighted)
        #expect(custom.titleColor(for: .disabled) == .systemRed)
        #expect(custom.titleColor(for: .highlighted) == .systemGreen)
        custom.isHighlighted = true
        #expect(custom.currentTitleColor == .systemGreen)
        let system = UIButton(type: .system)
        #expect(system.titleColor(for: .normal) == system.tintColor)
    }

    @Test("init(type:primaryAction:) shows the action's title and image and runs it when tapped")
    func primaryAction() {
        var runs = 0
        let button = UIButton(primaryAction: UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in runs += 1 })
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Share")
        #expect(button.currentImage?.symbolName == "square.and.arrow.up")
        let host = makeHost(button, frame: CGRect(x: 0, y: 0, width: 7, height: 1), size: CGSize(width: 10, height: 1))
        #expect(host.screenLines().first?.hasSuffix(" Share") == true, "the image, a space, the title")
        host.tap(at: CGPoint(x: 3, y: 0))
        #expect(runs == 1)
        host.drag(from: CGPoint(x: 3, y: 0), to: CGPoint(x: 9, y: 0))
        #expect(runs == 1, "a release outside runs nothing")
    }

    @Test("Info buttons show the info.circle symbol; contact-add and close buttons theirs")
    func builtInImages() {
        for type in [UIButton.ButtonType.detailDisclosure, .infoLight, .infoDark] {
            #expect(UIButton(type: type).currentImage?.symbolName == "info.circle")
        }
        #expect(UIButton(type: .contactAdd).currentImage?.symbolName == "plus.circle")
        #expect(UIButton(type: .close).currentImage?.symbolName == "xmark.circle.fill")
        #expect(UIButton(type: .system).currentImage == nil)
        let info = UIButton(type: .detailDisclosure)
        let host = makeHost(info, frame: CGRect(x: 2, y: 0, width: 1, height: 1), size: CGSize(width: 4, height: 1))
        #expect(host.screenLines() == ["  ⓘ"])
        #expect(info.sizeThatFits(.zero) == CGSize(width: 1, height: 1))
    }

    @Test("Button sizes: title columns by one line in the terminal; UIKit's 30-point height with the iOS metrics")
    func buttonSizes() {
        let terminal = UIButton(type: .system)
        let terminalHost = makeHost(terminal, frame: .zero)
        defer { withExtendedLifetime(terminalHost) {} }
        #expect(terminal.intrinsicContentSize == .zero)
        terminal.setTitle("Save", for: .normal)
        #expect(terminal.intrinsicContentSize == CGSize(width: 4, height: 1))
        terminal.setImage(UIImage(systemName: "checkmark"), for: .normal)
        #expect(terminal.intrinsicContentSize == CGSize(width: 6, height: 1))
        terminal.sizeToFit()
        #expect(terminal.frame.size == CGSize(width: 6, height: 1))

        let iOS = UIButton(type: .system)
        let iOSHost = makeHost(iOS, frame: .zero, size: CGSize(width: 390, height: 844), metrics: .iOS)
        defer { withExtendedLifetime(iOSHost) {} }
        #expect(iOS.intrinsicContentSize == CGSize(width: 30, height: 34), "an empty button")
        iOS.setTitle("Save", for: .normal)
        #expect(iOS.intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    // MARK: In a table

    /// A table whose rows have switches; the list data source is the delegate, logging selection.
    private func switchTable(disabledRows: Set<Int> = []) -> (HeadlessHost, UITableView, SwitchRowsDataSource, ListDataSource) {
        let delegate = ListDataSource([["Wi-Fi", "Bluetooth", "Airplane Mode"]])
        let (host, table) = makeTable(delegate, size: CGSize(width: 30, height: 5))
        let switches = SwitchRowsDataSource(["Wi-Fi", "Bluetooth", "Airplane Mode"])
        switches.disabledRows = disabledRows
        table.dataSource = switches
        host.layout()
        return (host, table, switches, delegate)
    }

    @Test("A switch as a row's accessory view: tapping it flips it without selecting the row; tapping the row selects it")
    func switchInTableRow() throws {
        let (host, table, switches, delegate) = switchTable()
        #expect(host.screenLines().prefix(3) == [" Wi-Fi                  (○──)", " Bluetooth              (○──)", " Airplane Mode          (○──)"])
        let row = IndexPath(row: 1, section: 0)
        let toggle = try #require(switches.switches[row])
        let log = EventLog(toggle)
        host.tap(at: CGPoint(x: 26, y: 1))
        #expect(toggle.isOn)
        #expect(log.events == ["touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"])
        #expect(delegate.selectionCalls.isEmpty, "the row was neither highlighted nor selected")
        #expect(table.indexPathForSelectedRow == nil)
        #expect(host.screenLines()[1] == " Bluetooth              (━━●)")
        host.tap(at: CGPoint(x: 5, y: 1))
        #expect(table.indexPathForSelectedRow == row)
        #expect(toggle.isOn, "selecting the row leaves the switch alone")
        #expect(log.events.count == 4)
    }

    @Test("A tap on a disabled switch in a row reaches the row, which is selected")
    func disabledSwitchInTableRow() throws {
        let (host, table, switches, _) = switchTable(disabledRows: [0])
        let toggle = try #require(switches.switches[IndexPath(row: 0, section: 0)])
        host.tap(at: CGPoint(x: 26, y: 0))
        #expect(!toggle.isOn)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }
}

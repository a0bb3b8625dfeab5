import Foundation
import Testing
@testable import Trestle
import TrestleTesting

/// Records `viewWillTransition(to:with:)` and what its coordinator's blocks see.
@MainActor
final class SizeRecordingViewController: UIViewController {
    let name: String
    let log: LifecycleLog
    var callsSuper = true

    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.events.append("\(name).willTransition(to: \(Int(size.width))×\(Int(size.height)), view \(Int(view.bounds.width))×\(Int(view.bounds.height)))")
        coordinator.animate(alongsideTransition: { [self] context in
            log.events.append("\(name).alongside(view \(Int(view.bounds.width))×\(Int(view.bounds.height)), \(context.percentComplete))")
        }, completion: { [self] context in
            log.events.append("\(name).completion(animated \(context.isAnimated), cancelled \(context.isCancelled))")
        })
        if callsSuper { super.viewWillTransition(to: size, with: coordinator) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.events.append("\(name).viewDidLayoutSubviews(\(Int(view.bounds.width)))")
    }
}

@MainActor
@Suite("A resize tells view controllers viewWillTransition(to:with:) before their views change, as UIKit does")
struct SizeTransitionTests {
    @Test("The root hears it at the old size, children and the presented controller after it; blocks run after layout at the new size, completions last")
    func order() {
        let log = LifecycleLog()
        let host = HeadlessHost(size: CGSize(width: 40, height: 10))
        let root = SizeRecordingViewController("Root", log: log)
        let child = SizeRecordingViewController("Child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        host.rootViewController = root
        host.layout()
        let presented = SizeRecordingViewController("Sheet", log: log)
        root.present(presented, animated: false)
        host.layout()
        log.clear()

        host.resize(to: CGSize(width: 60, height: 12))
        let transitions = log.events.filter { !$0.contains("viewDidLayoutSubviews") }
        #expect(transitions == [
            "Root.willTransition(to: 60×12, view 40×10)",
            // A child's view starts at the screen's size and follows its superview (UIKit's
            // loadView and autoresizing), so it is the root's size too.
            "Child.willTransition(to: 60×12, view 40×10)",
            "Sheet.willTransition(to: 60×12, view 40×10)",
            "Root.alongside(view 60×12, 1.0)",
            "Child.alongside(view 60×12, 1.0)",
            "Sheet.alongside(view 60×12, 1.0)",
            "Root.completion(animated false, cancelled false)",
            "Child.completion(animated false, cancelled false)",
            "Sheet.completion(animated false, cancelled false)",
        ])
        let rootLayout = log.events.firstIndex(of: "Root.viewDidLayoutSubviews(60)")
        let firstAlongside = log.events.firstIndex { $0.contains("alongside") }
        #expect(rootLayout != nil && firstAlongside != nil && rootLayout! < firstAlongside!,
                "the views are laid out at the new size before the alongside blocks run")
        #expect(host.screen.bounds.size == CGSize(width: 60, height: 12))
    }

    @Test("An override that does not call super keeps the message from its children, as in UIKit; same size says nothing")
    func withoutSuper() {
        let log = LifecycleLog()
        let host = HeadlessHost(size: CGSize(width: 40, height: 10))
        let root = SizeRecordingViewController("Root", log: log)
        root.callsSuper = false
        let child = SizeRecordingViewController("Child", log: log)
        root.addChild(child)
        child.didMove(toParent: root)
        host.rootViewController = root
        host.layout()
        log.clear()
        host.resize(to: CGSize(width: 40, height: 10))
        #expect(log.events.filter { $0.contains("Transition") }.isEmpty)
        host.resize(to: CGSize(width: 30, height: 10))
        #expect(log.events.contains("Root.willTransition(to: 30×10, view 40×10)"))
        #expect(!log.events.contains { $0.hasPrefix("Child.") })
    }

    @Test("A navigation controller forwards the size to the controller it shows")
    func navigation() {
        let log = LifecycleLog()
        let host = HeadlessHost(size: CGSize(width: 40, height: 10))
        let top = SizeRecordingViewController("Top", log: log)
        host.rootViewController = UINavigationController(rootViewController: top)
        host.layout()
        log.clear()
        host.resize(to: CGSize(width: 50, height: 8))
        #expect(log.events.contains { $0.hasPrefix("Top.willTransition(to: 50×8, view 40×") })
        #expect(log.events.contains { $0.hasPrefix("Top.completion") })
    }
}

import Foundation
import Testing
import TrestleCore
import TrestleTesting
import Trestle

@MainActor
@Suite("Item animator")
struct ItemAnimatorTests {
    typealias Animator = ItemAnimator<Int, String>

    /// An animator that records what it hands back.
    final class Recorder {
        var left: [ObjectIdentifier] = []
        var ended: [(count: Int, finished: Bool)] = []
        var runsEnded = 0
    }

    func makeAnimator(_ recorder: Recorder) -> Animator {
        let animator = Animator(property: "test")
        animator.viewDidLeave = { recorder.left.append(ObjectIdentifier($0)) }
        animator.batchDidEnd = { completions, finished in recorder.ended.append((completions.count, finished)) }
        animator.runDidEnd = { recorder.runsEnded += 1 }
        return animator
    }

    /// A batch that deletes item 0 of three: items 1 and 2 move up.
    func deleteFirst() throws -> UpdateMapping {
        var update = BatchUpdate()
        update.deleteItems([ItemPath(section: 0, item: 0)])
        return try update.plan(oldSectionCounts: [3], newSectionCounts: [2], kind: .table).mapping
    }

    func view(y: CGFloat) -> UIView {
        UIView(frame: CGRect(x: 0, y: y, width: 10, height: 1))
    }

    @Test("Capture keys survivors by their new paths in visible coordinates and collects removed views as leaving")
    func capture() throws {
        let animator = makeAnimator(Recorder())
        let views = [view(y: 10), view(y: 11), view(y: 12)]
        let capture = animator.capture(mapping: try deleteFirst(), styles: "fade",
                                       visible: views.enumerated().map { (ItemPath(section: 0, item: $0.offset), $0.element) },
                                       supplementaries: [(7, view(y: 9)), (nil, view(y: 13))], contentTop: 10)
        #expect(capture.startFrames == [ItemPath(section: 0, item: 0): CGRect(x: 0, y: 1, width: 10, height: 1),
                                        ItemPath(section: 0, item: 1): CGRect(x: 0, y: 2, width: 10, height: 1)])
        #expect(capture.leaving.map(\.item) == [ItemPath(section: 0, item: 0)])
        #expect(capture.leaving.first?.view === views[0])
        #expect(capture.leaving.first?.state == Animator.State(frame: CGRect(x: 0, y: 0, width: 10, height: 1), alpha: 1))
        #expect(capture.supplementaryStartFrames == [7: CGRect(x: 0, y: -1, width: 10, height: 1)])
        #expect(capture.styles == "fade")
    }

    @Test("Started animations move the presentation on the host clock, then end: leaving views leave, completions come back finished")
    func runsToTheEnd() throws {
        let host = HeadlessHost(size: CGSize(width: 20, height: 10))
        let recorder = Recorder()
        let animator = makeAnimator(recorder)
        let mover = view(y: 5), leaver = view(y: 2)
        var capture = animator.capture(mapping: try deleteFirst(), styles: "", visible: [], supplementaries: [], contentTop: 0)
        capture.completions = [{ _ in }, { _ in }]
        animator.schedule(capture)
        #expect(animator.isActive && !animator.isRunning)
        animator.start(in: host.window, duration: 1) { starter in
            starter.animate(mover, from: .init(frame: CGRect(x: 0, y: 1, width: 10, height: 1), alpha: 1),
                            to: .init(frame: mover.frame, alpha: 1))
            starter.leave(leaver, from: .init(frame: leaver.frame, alpha: 1), to: .init(frame: leaver.frame, alpha: 0))
        }
        #expect(animator.isRunning)
        #expect(mover.presentationFrame?.minY == 1, "it starts where it was")
        host.advance(by: 0.5)
        let midway = try #require(mover.presentationFrame).minY
        #expect(midway > 1 && midway < 5)
        #expect(mover.frame.minY == 5, "the model frame is the end state throughout")
        #expect(recorder.left.isEmpty && recorder.ended.isEmpty)
        host.advance(by: 0.6)
        #expect(mover.presentationFrame == nil && !animator.isActive)
        #expect(recorder.left == [ObjectIdentifier(leaver)])
        #expect(recorder.ended.count == 1 && recorder.ended[0] == (2, true))
        #expect(recorder.runsEnded == 1)
    }

    @Test("Finishing early shows every model frame, lets leaving views go, and reports the completions unfinished")
    func interrupted() throws {
        let host = HeadlessHost(size: CGSize(width: 20, height: 10))
        let recorder = Recorder()
        let animator = makeAnimator(recorder)
        let mover = view(y: 5), leaver = view(y: 2)
        var capture = animator.capture(mapping: try deleteFirst(), styles: "", visible: [], supplementaries: [], contentTop: 0)
        capture.completions = [{ _ in }]
        animator.schedule(capture)
        animator.start(in: host.window, duration: 1) { starter in
            starter.animate(mover, from: .init(frame: CGRect(x: 0, y: 1, width: 10, height: 1), alpha: 0), to: .init(frame: mover.frame, alpha: 1))
            starter.leave(leaver, from: .init(frame: leaver.frame, alpha: 1), to: .init(frame: leaver.frame, alpha: 0))
        }
        host.advance(by: 0.3)
        animator.finish(interrupted: true)
        #expect(mover.presentationFrame == nil && mover.presentationAlpha == nil)
        #expect(recorder.left == [ObjectIdentifier(leaver)])
        #expect(recorder.ended.count == 1 && recorder.ended[0] == (1, false))
        #expect(recorder.runsEnded == 0, "an interrupted run is not a safe point of its own")
        host.advance(by: 1)
        #expect(recorder.ended.count == 1, "nothing more happens when the clock moves on")
    }

    @Test("A batch that never started ends with its leaving views gone and its completions unfinished when interrupted")
    func pendingInterrupted() throws {
        let recorder = Recorder()
        let animator = makeAnimator(recorder)
        let views = [view(y: 0), view(y: 1)]
        var capture = animator.capture(mapping: try deleteFirst(), styles: "",
                                       visible: views.enumerated().map { (ItemPath(section: 0, item: $0.offset), $0.element) },
                                       supplementaries: [], contentTop: 0)
        capture.completions = [{ _ in }]
        animator.schedule(capture)
        #expect(animator.addCompletions([{ _ in }]))
        animator.finish()
        #expect(recorder.left == [ObjectIdentifier(views[0])])
        #expect(recorder.ended.count == 1 && recorder.ended[0] == (2, false))
        #expect(!animator.addCompletions([{ _ in }]), "no batch is waiting any more")
    }

    @Test("Cancelling the last moving view ends the run as finished; without a window nothing animates")
    func cancelAndNoWindow() throws {
        let host = HeadlessHost(size: CGSize(width: 20, height: 10))
        let recorder = Recorder()
        let animator = makeAnimator(recorder)
        let mover = view(y: 5)
        animator.schedule(animator.capture(mapping: try deleteFirst(), styles: "", visible: [], supplementaries: [], contentTop: 0))
        animator.start(in: host.window, duration: 1) { starter in
            starter.animate(mover, from: .init(frame: .zero, alpha: 1), to: .init(frame: mover.frame, alpha: 1))
        }
        animator.cancel(mover)
        #expect(mover.presentationFrame == nil && !animator.isActive)
        #expect(recorder.ended.count == 1 && recorder.ended[0].finished)

        let leaver = view(y: 0)
        animator.schedule(animator.capture(mapping: try deleteFirst(), styles: "",
                                           visible: [(ItemPath(section: 0, item: 0), leaver)], supplementaries: [], contentTop: 0))
        var setUpRan = false
        animator.start(in: nil, duration: 1) { _ in setUpRan = true }
        #expect(!setUpRan && !animator.isActive)
        #expect(recorder.left == [ObjectIdentifier(leaver)])
        #expect(recorder.ended.count == 2 && recorder.ended[1].finished)
    }
}

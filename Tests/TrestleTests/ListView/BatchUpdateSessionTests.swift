import Testing
import TrestleCore
import Trestle

@Suite("Batch-update session")
struct BatchUpdateSessionTests {
    @Test("Nested blocks form one batch; inner completions come back with the outer one, in order")
    func nesting() throws {
        var session = BatchUpdateSession(emptyRequests: [String]())
        var ran: [String] = []
        let outermost = session.begin()
        #expect(outermost)
        session.record { update, requests in update.deleteItems([ItemPath(section: 0, item: 1)]); requests.append("delete") }
        let inner = session.begin()
        #expect(!inner)
        session.record { update, requests in update.insertItems([ItemPath(section: 0, item: 0)]); requests.append("insert") }
        guard case .nested = session.end(completion: { ran.append("inner \($0)") }) else {
            Issue.record("the inner end should leave the batch open")
            return
        }
        #expect(session.isOpen)
        guard case .complete(let update, let requests, let completions) = session.end(completion: { ran.append("outer \($0)") }) else {
            Issue.record("the outer end should complete the batch")
            return
        }
        #expect(!session.isOpen)
        #expect(requests == ["delete", "insert"])
        let plan = try update.plan(oldSectionCounts: [3], newSectionCounts: [3], kind: .table)
        #expect(plan.deletedItems == [ItemPath(section: 0, item: 1)] && plan.insertedItems == [ItemPath(section: 0, item: 0)])
        for completion in completions { completion(true) }
        #expect(ran == ["inner true", "outer true"])
    }

    @Test("An end without a begin is reported as unmatched and changes nothing")
    func unmatchedEnd() {
        var session = BatchUpdateSession(emptyRequests: 0)
        guard case .unmatched = session.end(completion: nil) else {
            Issue.record("expected unmatched")
            return
        }
        #expect(!session.isOpen && session.depth == 0)
    }

    @Test("A new batch starts with empty requests, not the last batch's")
    func requestsReset() {
        var session = BatchUpdateSession(emptyRequests: [Int]())
        session.begin()
        session.record { _, requests in requests.append(1) }
        _ = session.end(completion: nil)
        session.begin()
        guard case .complete(_, let requests, _) = session.end(completion: nil) else {
            Issue.record("expected a complete batch")
            return
        }
        #expect(requests.isEmpty)
    }

    @Test("Finished completions wait until no layout pass, batch application or open block is under way")
    func finishedCompletionsWaitForSafePoint() {
        var session = BatchUpdateSession(emptyRequests: ())
        var phase = ListPhase()
        session.batchEnded([{ _ in }], finished: true)
        session.batchEnded([{ _ in }, { _ in }], finished: false)
        phase.enter(.layingOut)
        let result1 = session.takeFinishedCompletions(in: phase)
        #expect(result1.isEmpty && session.hasFinishedCompletions)
        phase.leave(.layingOut)
        phase.enter(.applyingBatch)
        let result2 = session.takeFinishedCompletions(in: phase)
        #expect(result2.isEmpty)
        phase.leave(.applyingBatch)
        session.begin()
        let result3 = session.takeFinishedCompletions(in: phase)
        #expect(result3.isEmpty, "an open block is not a safe point")
        _ = session.end(completion: nil)
        let taken = session.takeFinishedCompletions(in: phase)
        #expect(taken.map(\.finished) == [true, false, false])
        #expect(!session.hasFinishedCompletions)
        let result4 = session.takeFinishedCompletions(in: phase)
        #expect(result4.isEmpty)
    }
}

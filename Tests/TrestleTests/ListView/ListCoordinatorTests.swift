import Foundation
import Testing
@testable import Trestle

@MainActor
@Suite("List coordinator: the shared phase and the defaults that ran")
struct ListCoordinatorTests {
    private enum Method: Hashable { case heightForRow, viewForHeader }
    /// A list of no view's kind: the coordinator's rules need no view.
    private enum TestList: ListKind {
        typealias Cell = UIView
        typealias Reusable = UIView
        typealias SupplementaryKey = Int
        typealias Requests = Void
        typealias AnimationDetail = Void
        typealias Method = ListCoordinatorTests.Method
        static var emptyRequests: Void { () }
    }

    @Test("Work run during an activity sees the activity, and it ends with the work, even when the work throws")
    func duringBracketsTheActivity() {
        let coordinator = ListCoordinator<TestList>()
        let inside = coordinator.during(.callingDataSource) { coordinator.phase.isCallingDataSource }
        #expect(inside)
        #expect(!coordinator.phase.isCallingDataSource)
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            try coordinator.during(.layingOut) { throw Failure() }
        }
        #expect(!coordinator.phase.isLayingOut)
        #expect(coordinator.phase.canReloadNow)
    }

    @Test("Nested activities end in their own order: a data-source call inside a layout pass leaves the pass running")
    func nestedActivities() {
        let coordinator = ListCoordinator<TestList>()
        coordinator.during(.layingOut) {
            coordinator.during(.callingDataSource) {
                #expect(!coordinator.phase.canReloadNow)
            }
            #expect(coordinator.phase.isLayingOut)
            #expect(!coordinator.phase.isCallingDataSource)
        }
        #expect(coordinator.phase.activities.isEmpty)
    }

    @Test("A call reports whether it ran the method's default implementation, each call on its own")
    func callsDefaultReportsEachCall() {
        let coordinator = ListCoordinator<TestList>()
        #expect(coordinator.callsDefault(.heightForRow) { coordinator.noteDefaultImplementation(.heightForRow) })
        #expect(!coordinator.callsDefault(.heightForRow) {}, "a later call that is implemented is not a default")
        #expect(!coordinator.callsDefault(.viewForHeader) { coordinator.noteDefaultImplementation(.heightForRow) },
                "another method's default says nothing of this one")
    }

    @Test("A table and a collection view each keep their own coordinator, and their phases are the coordinator's")
    func listViewsOwnTheirCoordinator() {
        let table = UITableView(frame: .zero, style: .plain)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        table.coordinator.during(.applyingBatch) {
            #expect(table.coordinator.phase.isApplyingBatch)
            #expect(!collection.coordinator.phase.isApplyingBatch)
        }
        collection.coordinator.during(.layingOut) {
            #expect(collection.phase.isLayingOut)
        }
        #expect(!table.phase.isApplyingBatch && !collection.phase.isLayingOut)
    }

    @Test("The list views' shared parts live in their coordinators: a selection made through the table is the coordinator's, and a collection view's is its own")
    func sharedStateIsTheCoordinators() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source = CoordinatorTestRows(count: 5)
        table.dataSource = source
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.coordinator.selection.paths.map(\.item) == [2])
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collection.coordinator.selection.paths.isEmpty)
        table.layoutIfNeeded()
        #expect(table.coordinator.visibleItems.count == 5)
        #expect(table.coordinator.lastLayoutBounds == table.bounds)
    }

    @Test("A batch's completions wait while the list is laying out and run once it is quiet")
    func finishedCompletionsWaitForAQuietList() {
        let coordinator = ListCoordinator<TestList>()
        var ran: [Bool] = []
        coordinator.batchSession.batchEnded([{ ran.append($0) }], finished: false)
        coordinator.during(.layingOut) { coordinator.runFinishedBatchCompletions() }
        #expect(ran.isEmpty, "a completion may update the list, so none runs mid-pass")
        coordinator.runFinishedBatchCompletions()
        #expect(ran == [false])
        coordinator.runFinishedBatchCompletions()
        #expect(ran == [false], "a completion runs once")
    }
}

@MainActor
private final class CoordinatorTestRows: NSObject, UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

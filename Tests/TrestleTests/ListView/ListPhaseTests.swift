import Testing
import Trestle

@Suite("List phase")
struct ListPhaseTests {
    @Test("Data goes unloaded → loaded, and invalidating loaded data makes it stale, not unloaded")
    func dataPhases() {
        var phase = ListPhase()
        #expect(phase.data == .unloaded && phase.needsReload && !phase.hasLoadedData)
        phase.invalidateData()
        #expect(phase.data == .unloaded)
        phase.didLoadData()
        #expect(phase.data == .loaded && !phase.needsReload && phase.hasLoadedData)
        phase.invalidateData()
        #expect(phase.data == .stale && phase.needsReload && phase.hasLoadedData)
    }

    @Test("A reload waits while the view lays out or asks its data source, and at no other time")
    func reloadWaitsForActivities() {
        var phase = ListPhase()
        #expect(phase.canReloadNow)
        phase.enter(.layingOut)
        #expect(!phase.canReloadNow)
        phase.enter(.callingDataSource)
        #expect(!phase.canReloadNow && phase.isLayingOut && phase.isCallingDataSource)
        phase.leave(.callingDataSource)
        #expect(!phase.canReloadNow && !phase.isCallingDataSource)
        phase.leave(.layingOut)
        #expect(phase.canReloadNow)
        phase.enter(.applyingBatch)
        #expect(phase.canReloadNow, "a batch recovering by reload must be able to reload")
        phase.leave(.applyingBatch)
    }

    @Test("Completions wait for the end of a layout pass or a batch, not for a data-source call")
    func safePoints() {
        var phase = ListPhase()
        #expect(phase.isSafePointForCompletions)
        phase.enter(.applyingBatch)
        #expect(!phase.isSafePointForCompletions)
        phase.enter(.callingDataSource)
        #expect(!phase.isSafePointForCompletions)
        phase.leave(.callingDataSource)
        phase.leave(.applyingBatch)
        phase.enter(.callingDataSource)
        #expect(phase.isSafePointForCompletions)
        phase.leave(.callingDataSource)
        phase.enter(.layingOut)
        #expect(!phase.isSafePointForCompletions)
    }

    @Test("The same activity may nest; leaving the inner one keeps the outer one")
    func nestedActivity() {
        var phase = ListPhase()
        phase.enter(.callingDataSource)
        phase.enter(.callingDataSource)
        phase.leave(.callingDataSource)
        #expect(phase.isCallingDataSource)
        phase.leave(.callingDataSource)
        #expect(!phase.isCallingDataSource && phase.activities.isEmpty)
    }

    @Test("Layout work is owed once: taking it clears it, and a new view owes a placement of its views")
    func layoutWork() {
        var phase = ListPhase()
        let result1 = phase.take(.placeViews)
        #expect(result1)
        let result2 = phase.take(.placeViews)
        #expect(!result2)
        phase.layoutWork.formUnion([.reconcileViews, .placeViews])
        let result3 = phase.take(.reconcileViews)
        #expect(result3)
        let result4 = phase.take(.reconcileViews)
        #expect(!result4)
        let result5 = phase.take(.placeViews)
        #expect(result5)
    }
}

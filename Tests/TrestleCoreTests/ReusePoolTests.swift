import Testing
@testable import TrestleCore

@Suite("Reuse pools")
struct ReusePoolTests {
    @Test("The most recently enqueued item comes back first")
    func lastInFirstOut() {
        var pool = ReusePool<Int>()
        pool.enqueue(1, identifier: "cell")
        pool.enqueue(2, identifier: "cell")
        pool.enqueue(3, identifier: "cell")
        #expect(pool.dequeue(identifier: "cell") == 3)
        #expect(pool.dequeue(identifier: "cell") == 2)
        pool.enqueue(4, identifier: "cell")
        #expect(pool.dequeue(identifier: "cell") == 4)
        #expect(pool.dequeue(identifier: "cell") == 1)
        #expect(pool.dequeue(identifier: "cell") == nil)
    }

    @Test("Identifiers have separate pools")
    func separatePools() {
        var pool = ReusePool<String>()
        pool.enqueue("a", identifier: "basic")
        pool.enqueue("b", identifier: "subtitle")
        #expect(pool.dequeue(identifier: "value1") == nil)
        #expect(pool.dequeue(identifier: "basic") == "a")
        #expect(pool.count(for: "subtitle") == 1)
        #expect(pool.pooledCount == 1)
    }

    @Test("Counts record creation, reuse and enqueueing")
    func statistics() {
        var pool = ReusePool<Int>()
        // A table showing 3 rows creates 3 cells, then scrolls: each leaving cell is enqueued and
        // the entering row reuses it.
        for id in 0..<3 { _ = pool.dequeue(identifier: "cell"); pool.noteCreated(identifier: "cell"); _ = id }
        for step in 0..<10 {
            pool.enqueue(step, identifier: "cell")
            #expect(pool.dequeue(identifier: "cell") == step)
        }
        #expect(pool.statistics == { var s = ReuseStatistics(); s.created = 3; s.reused = 10; s.enqueued = 10; return s }())
        pool.checkInvariants()
    }

    @Test("Flushing empties every pool and hands back the items")
    func flush() {
        var pool = ReusePool<Int>()
        pool.enqueue(1, identifier: "a")
        pool.enqueue(2, identifier: "b")
        #expect(Set(pool.removeAll()) == [1, 2])
        #expect(pool.pooledCount == 0)
        #expect(pool.dequeue(identifier: "a") == nil)
    }
}

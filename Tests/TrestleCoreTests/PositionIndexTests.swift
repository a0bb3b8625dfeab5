import Testing
import TrestleTesting
@testable import TrestleCore

/// A key whose hash can be made to collide: `bucket` alone is hashed, so keys of one bucket share
/// their hash tag and only the equality test tells them apart.
private struct Key: Hashable {
    var value: Int
    var bucket: Int
    static func == (lhs: Key, rhs: Key) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
}

/// The index under test with the array it indexes, checked against a plain dictionary.
private struct Model {
    var index = PositionIndex()
    var elements: [Key?]
    var positions: [Key: Int] = [:]

    init(size: Int) { elements = Array(repeating: nil, count: size) }

    func find(_ key: Key) -> Int? {
        index.find(hash: key.hashValue) { elements[$0] == key }
    }

    func check() {
        index.checkInvariants()
        #expect(index.count == positions.count)
        for (key, position) in positions { #expect(find(key) == position) }
    }
}

@Suite("Position index")
struct PositionIndexTests {
    @Test("Random inserts, removals and moves agree with a dictionary", arguments: [1, 4, 1_000_000])
    func randomOperations(buckets: Int) {
        var rng = SeededRandomNumberGenerator(seed: UInt64(buckets))
        var model = Model(size: 600)
        var nextValue = 0
        func key(_ value: Int) -> Key { Key(value: value, bucket: value % buckets) }
        for step in 0..<4_000 {
            let free = model.elements.indices.filter { model.elements[$0] == nil }
            let taken = Array(model.positions)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4 where !free.isEmpty:  // a new key
                let new = key(nextValue)
                nextValue += 1
                let position = free.randomElement(using: &rng)!
                let elements = model.elements
                #expect(model.index.insert(hash: new.hashValue, position: position) { elements[$0] == new } == nil)
                model.elements[position] = new
                model.positions[new] = position
            case 4 where !taken.isEmpty:  // a key already there is found, not inserted
                let (old, position) = taken.randomElement(using: &rng)!
                let elements = model.elements
                let other = free.randomElement(using: &rng) ?? position
                #expect(model.index.insert(hash: old.hashValue, position: other) { elements[$0] == old } == position)
            case 5..<7 where !taken.isEmpty:
                let (old, position) = taken.randomElement(using: &rng)!
                model.index.remove(hash: old.hashValue, position: position)
                model.elements[position] = nil
                model.positions[old] = nil
            case 7 where !taken.isEmpty && !free.isEmpty:
                let (old, position) = taken.randomElement(using: &rng)!
                let target = free.randomElement(using: &rng)!
                model.index.move(hash: old.hashValue, from: position, to: target)
                model.elements.swapAt(position, target)
                model.positions[old] = target
            case 8:  // a copy keeps its contents while the original changes
                let copy = model
                if let (old, position) = taken.randomElement(using: &rng) {
                    model.index.remove(hash: old.hashValue, position: position)
                    model.elements[position] = nil
                    model.positions[old] = nil
                }
                copy.check()
            case 9:  // reverse every position in one pass
                let last = model.elements.count - 1
                model.index.movePositions { last - $0 }
                model.elements.reverse()
                for (key, position) in model.positions { model.positions[key] = last - position }
            default:
                break
            }
            if step % 50 == 0 || buckets < 10 { model.check() }
            #expect(model.find(key(nextValue)) == nil)
        }
        model.check()
        model.index.removeAll()
        model.positions = [:]
        model.check()
    }

    @Test("Growing keeps every entry and stays at most three quarters full")
    func growth() {
        var index = PositionIndex()
        let keys = (0..<10_000).map { $0 * 7_919 }
        let inserted = keys.indices.allSatisfy { position in
            index.insert(hash: keys[position].hashValue, position: position) { keys[$0] == keys[position] } == nil
        }
        #expect(inserted)
        index.checkInvariants()
        #expect(index.count == keys.count && index.slotCount == 16_384)
        #expect(keys.indices.allSatisfy { position in index.find(hash: keys[position].hashValue) { keys[$0] == keys[position] } == position })
        #expect(index.find(hash: 3.hashValue) { keys[$0] == 3 } == nil)
    }
}

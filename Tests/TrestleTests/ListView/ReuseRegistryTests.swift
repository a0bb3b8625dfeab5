import Foundation
import Testing
import TrestleCore
import TrestleTesting
import Trestle

@MainActor
@Suite("Reuse registry")
struct ReuseRegistryTests {
    final class Item {
        let tag: Int
        init(tag: Int) { self.tag = tag }
    }

    @Test("Nothing registered and nothing pooled dequeues nothing; a registration makes new views")
    func registrationMakesViews() throws {
        var registry = ReuseRegistry<Item>()
        let nothing = registry.dequeue(kind: .cell, identifier: "a")
        #expect(nothing == nil)
        var made = 0
        registry.register({ made += 1; return Item(tag: made) }, kind: .cell, identifier: "a")
        #expect(registry.isRegistered(kind: .cell, identifier: "a"))
        let dequeued = registry.dequeue(kind: .cell, identifier: "a")
        let first = try #require(dequeued)
        #expect(first.isNew && first.view.tag == 1)
        #expect(registry.statistics(of: .cell).created == 1)
        registry.register(nil, kind: .cell, identifier: "a")
        #expect(!registry.isRegistered(kind: .cell, identifier: "a"))
        let unregistered = registry.dequeue(kind: .cell, identifier: "a")
        #expect(unregistered == nil)
    }

    @Test("Cells and supplementary views with the same identifier keep separate registrations and pools")
    func kindsAreSeparate() throws {
        var registry = ReuseRegistry<Item>()
        registry.register({ Item(tag: 1) }, kind: .cell, identifier: "x")
        registry.register({ Item(tag: 2) }, kind: .supplementary("header"), identifier: "x")
        let cell = registry.dequeue(kind: .cell, identifier: "x")
        let header = registry.dequeue(kind: .supplementary("header"), identifier: "x")
        let footer = registry.dequeue(kind: .supplementary("footer"), identifier: "x")
        #expect(cell?.view.tag == 1)
        #expect(header?.view.tag == 2)
        #expect(footer == nil)
        registry.enqueue(Item(tag: 9), kind: .supplementary("header"), identifier: "x")
        #expect(registry.pooledCount(of: .cell) == 0)
        #expect(registry.pooledCount(of: .supplementary("header")) == 1)
        let next = registry.dequeue(kind: .cell, identifier: "x")
        let pooled = try #require(next)
        #expect(pooled.isNew && pooled.view.tag == 1, "a pooled header is never handed out as a cell")
    }

    @Test("Random enqueues and dequeues match a model of last-in-first-out stacks per kind and identifier",
          arguments: [1, 2, 3])
    func matchesNaiveModel(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var registry = ReuseRegistry<Item>()
        var model: [String: [Int]] = [:]
        var nextTag = 0
        let kinds: [ReuseRegistry<Item>.Kind] = [.cell, .supplementary("header")]
        let identifiers = ["a", "b"]
        func key(_ kind: ReuseRegistry<Item>.Kind, _ identifier: String) -> String { "\(kind)/\(identifier)" }
        for kind in kinds { for identifier in identifiers where identifier == "a" {
            registry.register({ nextTag += 1; return Item(tag: -nextTag) }, kind: kind, identifier: identifier)
        } }
        var created = 0, reused = 0
        for _ in 0..<400 {
            let kind = kinds.randomElement(using: &rng)!
            let identifier = identifiers.randomElement(using: &rng)!
            if Bool.random(using: &rng) {
                nextTag += 1
                registry.enqueue(Item(tag: nextTag), kind: kind, identifier: identifier)
                model[key(kind, identifier), default: []].append(nextTag)
            } else {
                let got = registry.dequeue(kind: kind, identifier: identifier)
                if let expected = model[key(kind, identifier)]?.popLast() {
                    reused += 1
                    #expect(got?.view.tag == expected && got?.isNew == false)
                } else if identifier == "a" {
                    created += 1
                    #expect(got?.isNew == true && (got?.view.tag ?? 0) < 0)
                } else {
                    #expect(got == nil)
                }
            }
        }
        let total = kinds.map { registry.statistics(of: $0) }
        #expect(total.map(\.created).reduce(0, +) == created)
        #expect(total.map(\.reused).reduce(0, +) == reused)
        let pooled: Int = kinds.map { registry.pooledCount(of: $0) }.reduce(0, +)
        let modelled: Int = model.values.map(\.count).reduce(0, +)
        #expect(pooled == modelled)
    }

    @Test("A table dequeues cells and header views through one path, calling prepareForReuse on both")
    func tablePreparesBothKinds() throws {
        final class CountingCell: UITableViewCell {
            nonisolated(unsafe) static var prepared = 0
            override func prepareForReuse() { super.prepareForReuse(); Self.prepared += 1 }
        }
        final class CountingHeader: UITableViewHeaderFooterView {
            nonisolated(unsafe) static var prepared = 0
            override func prepareForReuse() { super.prepareForReuse(); Self.prepared += 1 }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 40, height: 10), style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "cell") as? CountingCell)
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header") as? CountingHeader)
        #expect(CountingCell.prepared == 1 && CountingHeader.prepared == 1)
        #expect(cell.reuseIdentifier == "cell" && header.reuseIdentifier == "header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "cell") == nil,
                "a cell registration does not make header views")
        #expect(table.dequeueReusableCell(withIdentifier: "header") == nil,
                "a header registration does not make cells")
    }
}

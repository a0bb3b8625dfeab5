import Trestle

/// A naive outline: each item's parent and the ordered children of each parent (-1 holds the
/// roots), with the expanded items. The reference that section snapshots are checked against.
struct OutlineModel: Equatable {
    static let root = -1

    var children: [Int: [Int]] = [:]
    var parents: [Int: Int] = [:]
    var expanded: Set<Int> = []

    func contains(_ item: Int) -> Bool { parents[item] != nil }

    /// Every item, depth first.
    var items: [Int] { descendants(of: Self.root, visibleOnly: false) }

    /// The items whose ancestors are all expanded, depth first.
    var visibleItems: [Int] { descendants(of: Self.root, visibleOnly: true) }

    var rootItems: [Int] { children[Self.root] ?? [] }

    func descendants(of node: Int, visibleOnly: Bool) -> [Int] {
        var result: [Int] = []
        for child in children[node] ?? [] {
            result.append(child)
            if !visibleOnly || expanded.contains(child) {
                result += descendants(of: child, visibleOnly: visibleOnly)
            }
        }
        return result
    }

    func level(of item: Int) -> Int {
        var level = 0
        var parent = parents[item]!
        while parent != Self.root {
            level += 1
            parent = parents[parent]!
        }
        return level
    }

    func parent(of item: Int) -> Int? {
        let parent = parents[item]!
        return parent == Self.root ? nil : parent
    }

    func isVisible(_ item: Int) -> Bool {
        var parent = parents[item]!
        while parent != Self.root {
            if !expanded.contains(parent) { return false }
            parent = parents[parent]!
        }
        return true
    }

    /// Puts `forest`'s roots under `parent` at `index` among its children, with their subtrees
    /// and expansion states.
    mutating func attach(_ forest: OutlineModel, under parent: Int, at index: Int) {
        children[parent, default: []].insert(contentsOf: forest.rootItems, at: index)
        for (item, itemParent) in forest.parents { parents[item] = itemParent == Self.root ? parent : itemParent }
        for (item, kids) in forest.children where item != Self.root { children[item] = kids }
        expanded.formUnion(forest.expanded)
    }

    /// Removes `item` with its subtree.
    mutating func remove(_ item: Int) {
        guard let parent = parents[item] else { return }
        children[parent]?.removeAll { $0 == item }
        for doomed in [item] + descendants(of: item, visibleOnly: false) {
            parents[doomed] = nil
            children[doomed] = nil
            expanded.remove(doomed)
        }
    }

    /// The subtree of `parent`: its children as roots, or itself when `includingParent`.
    func subtree(of parent: Int, includingParent: Bool) -> OutlineModel {
        var forest = OutlineModel()
        let roots = includingParent ? [parent] : (children[parent] ?? [])
        forest.children[Self.root] = roots
        for root in roots {
            forest.parents[root] = Self.root
            for item in [root] + descendants(of: root, visibleOnly: false) {
                if let kids = children[item] {
                    forest.children[item] = kids
                    for kid in kids { forest.parents[kid] = item }
                }
                if expanded.contains(item) { forest.expanded.insert(item) }
            }
        }
        return forest
    }

    /// Builds the same outline as a section snapshot, with `append` and `expand`.
    func sectionSnapshot() -> NSDiffableDataSourceSectionSnapshot<Int> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<Int>()
        snapshot.append(rootItems)
        for item in items {
            if let kids = children[item], !kids.isEmpty { snapshot.append(kids, to: item) }
        }
        snapshot.expand(items.filter { expanded.contains($0) })
        return snapshot
    }
}

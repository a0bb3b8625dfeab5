import CPangoCairo
import Foundation
import Trestle
import TrestleCore

extension PixelRenderer {
    /// What must be drawn again for a window to go from showing `old` to showing `new`: the
    /// rectangle, in points, around every item one list draws and the other does not; `nil` when
    /// they draw the same. Drawing `new` clipped to it over a picture
    /// of `old` gives a picture of `new`.
    ///
    /// Items that stay where they were cost nothing, so a frame where a switch flips redraws the
    /// switch. A change to clips or to the order items are drawn in redraws everything.
    public func damage(from old: DisplayList, to new: DisplayList, size: CGSize) -> CGRect? {
        guard old != new else { return nil }
        let everything = CGRect(origin: .zero, size: size)
        // What a transformed view draws lands away from its items' rectangles: items are matched
        // with the transform they draw under, and their rectangles moved by it.
        if old.containsTransform || new.containsTransform { return transformedDamage(from: old, to: new, everything: everything) }
        var counts: [DisplayItem: Int] = [:]
        counts.reserveCapacity(old.items.count)
        for item in old.items { counts[item, default: 0] += 1 }
        var damage = CGRect.null
        for item in new.items {
            if let count = counts[item], count > 0 {
                counts[item] = count - 1
            } else {
                guard let bounds = bounds(of: item.primitive) else { return everything }
                damage = damage.union(bounds)
            }
        }
        for (item, count) in counts where count > 0 {
            guard let bounds = bounds(of: item.primitive) else { return everything }
            damage = damage.union(bounds)
        }
        // Every item matched one of the other list's, yet the lists differ: the same items in
        // another order (a view brought to the front), which draw differently where they
        // overlap. Redraw everything.
        if damage.isNull { return everything }
        return damage.intersection(everything).isNull ? nil : damage.intersection(everything)
    }

    /// Where `primitive` can leave pixels, with a point to spare for antialiasing; `nil` for clips,
    /// whose change moves what everything inside them shows.
    func bounds(of primitive: DisplayPrimitive) -> CGRect? {
        let rect: CGRect
        switch primitive {
        case .fill(let frame, _), .roundedRect(let frame, _, _, _):
            rect = frame
        case .line(let from, let to, _, let thickness):
            let width = max(thickness, 1 / scale)
            rect = CGRect(x: min(from.x, to.x), y: min(from.y, to.y),
                          width: abs(to.x - from.x) + width, height: abs(to.y - from.y) + width)
        case .text(let run):
            let width = run.maxWidth ?? text.width(of: run.string, font: run.font)
            // Glyphs may reach past the line box (accents, descenders, italics).
            rect = CGRect(x: run.origin.x, y: run.origin.y, width: width, height: run.font.lineHeight)
                .insetBy(dx: -run.font.pointSize / 4, dy: -run.font.pointSize / 4)
        case .symbol(let run):
            rect = run.size == .zero
                ? CGRect(x: run.origin.x, y: run.origin.y - 3, width: SymbolPaths.naturalWidth(of: run.name), height: 23)
                : CGRect(origin: run.origin, size: run.size)
        case .layer(let run):
            rect = run.bounds
        case .pushClip, .pushShapeClip, .popClip, .pushTransform, .popTransform:
            return nil
        }
        return rect.insetBy(dx: -1, dy: -1)
    }
}

extension PixelRenderer {
    /// An item and the transform in force where it is drawn (`nil`: none).
    private struct PlacedItem: Hashable {
        var item: DisplayItem
        var transform: CGAffineTransform?
    }

    /// The items of `list`, each with the product of the transforms it is drawn under.
    private func placedItems(_ list: DisplayList) -> [PlacedItem] {
        var stacks: [Int: [CGAffineTransform]] = [:]
        var placed: [PlacedItem] = []
        placed.reserveCapacity(list.items.count)
        for item in list.items {
            if case .popTransform = item.primitive { _ = stacks[item.zIndex]?.popLast() }
            placed.append(PlacedItem(item: item, transform: stacks[item.zIndex]?.last))
            if case .pushTransform(let matrix) = item.primitive {
                let inner = CGAffineTransform(matrix)
                stacks[item.zIndex, default: []].append(stacks[item.zIndex]?.last.map { inner.concatenating($0) } ?? inner)
            }
        }
        return placed
    }

    /// ``damage(from:to:size:)`` for lists with transforms: as there, with each item matched
    /// together with its transform and its rectangle moved by it. A transform that appears,
    /// goes or changes redraws everything, as a changed clip does.
    private func transformedDamage(from old: DisplayList, to new: DisplayList, everything: CGRect) -> CGRect? {
        let oldItems = placedItems(old), newItems = placedItems(new)
        var counts: [PlacedItem: Int] = [:]
        for item in oldItems { counts[item, default: 0] += 1 }
        var damage = CGRect.null
        func add(_ placed: PlacedItem) -> Bool {
            guard let bounds = bounds(of: placed.item.primitive) else { return false }
            damage = damage.union(placed.transform.map { bounds.applying($0) } ?? bounds)
            return true
        }
        for item in newItems {
            if let count = counts[item], count > 0 {
                counts[item] = count - 1
            } else if !add(item) {
                return everything
            }
        }
        for (item, count) in counts where count > 0 {
            guard add(item) else { return everything }
        }
        if damage.isNull { return everything }
        return damage.intersection(everything).isNull ? nil : damage.intersection(everything)
    }
}

extension DisplayList {
    /// Whether any item moves what follows by a transform.
    var containsTransform: Bool {
        items.contains { item in
            if case .pushTransform = item.primitive { return true }
            return false
        }
    }
}

extension PixelRenderer {
    /// Brings `image`, a picture of `old`, up to date with `new` by drawing only what changed;
    /// returns the rectangle drawn (in points), `nil` when nothing changed. The X11 host draws its
    /// frames this way.
    @discardableResult
    public func update(_ image: PixelImage, from old: DisplayList, to new: DisplayList) -> CGRect? {
        let size = CGSize(width: Double(image.width) / scale, height: Double(image.height) / scale)
        guard let area = damage(from: old, to: new, size: size) else { return nil }
        let cr = cairo_create(image.surface)!
        draw(new, into: cr, area: area)
        cairo_destroy(cr)
        return area
    }
}

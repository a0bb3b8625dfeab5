extension NSDiffableDataSourceSectionSnapshot: CustomStringConvertible, CustomDebugStringConvertible {
    /// The snapshot's tree as text, one item per line, for debugging.
    ///
    /// As in UIKit's, an asterisk (`*`) marks a visible item, a plus sign (`+`) an expanded parent
    /// and a minus sign (`-`) a collapsed one; each level indents by four spaces:
    ///
    /// ```
    /// NSDiffableDataSourceSectionSnapshot: 4 items, 3 visible
    /// * + Fruit
    /// *       Apple
    /// *     - Pear
    ///             Conference
    /// ```
    ///
    /// - Note: UIKit's layout of the same marks is not recorded; Trestle's is the one above.
    public func visualDescription() -> String {
        var visible = [Bool](repeating: false, count: order.count)
        for position in order.indices {
            let parent = parents[position]
            visible[position] = parent < 0 || (visible[parent] && expandedFlags[parent])
        }
        let visibleCount = visible.lazy.filter { $0 }.count
        var lines = ["NSDiffableDataSourceSectionSnapshot: \(order.count) item\(order.count == 1 ? "" : "s"), \(visibleCount) visible"]
        for position in order.indices {
            let mark = !hasChildren(at: position) ? "  " : expandedFlags[position] ? "+ " : "- "
            let indent = String(repeating: " ", count: 4 * levels[position])
            lines.append("\(visible[position] ? "*" : " ") \(indent)\(mark)\(DiffableMessages.describe(order[position]))")
        }
        return lines.joined(separator: "\n")
    }

    /// The snapshot's ``visualDescription()``.
    public var description: String { visualDescription() }

    /// The snapshot's ``visualDescription()``.
    public var debugDescription: String { visualDescription() }
}

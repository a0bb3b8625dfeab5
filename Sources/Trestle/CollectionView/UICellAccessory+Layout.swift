import Foundation

/// Where an accessory sits and how wide it is, for its cell's layout.
extension UICellAccessory {
    /// The edge the accessory sits at: UIKit's fixed placement for system accessories, the
    /// configuration's for custom views.
    var placement: Edge {
        switch kind {
        case .delete, .insert, .multiselect: .leading
        case .customView(let configuration): configuration.placement.isLeading ? .leading : .trailing
        case .disclosureIndicator, .detail, .checkmark, .reorder, .outlineDisclosure, .label: .trailing
        }
    }

    /// The accessory's rank from the leading edge to the trailing edge of the cell: accessories
    /// are laid out in rank order, whatever their order in the array. The numbers are UIKit's
    /// (`_systemTypePlacementForHeader:`) where known: delete 101, insert 102, multiselect 103,
    /// check mark 202, disclosure indicator 205, outline disclosure 206, reorder 208. The label
    /// and the detail button are placed the way UIKit shows them (a count before the chevron,
    /// the ⓘ before it too). Custom accessories sit nearest the content (UIKit's default
    /// `position`), each later one further in.
    func placementRank(index: Int) -> Double {
        switch kind {
        case .delete: 101
        case .insert: 102
        case .multiselect: 103
        case .customView(let configuration):
            configuration.placement.isLeading ? 150 + Double(index) / 1000 : 200 - Double(index) / 1000
        case .label: 201
        case .checkmark: 202
        case .detail: 204
        case .disclosureIndicator: 205
        case .outlineDisclosure: 206
        case .reorder: 208
        }
    }

    /// The symbol a system accessory draws, for a cell in `state`; `nil` for labels and custom views.
    func symbol(isSelected: Bool, isExpanded: Bool) -> CellSymbol? {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .detail: .detail
        case .checkmark: .checkmark
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorderGrip
        case .multiselect: .selectionCircle(isSelected: isSelected)
        case .outlineDisclosure: .outlineDisclosure(isExpanded: isExpanded)
        case .label, .customView: nil
        }
    }

    /// The colour the accessory is drawn in when it is not the kind's standard one.
    var colorOverride: UIColor? {
        switch kind {
        case .delete(let backgroundColor, _), .insert(let backgroundColor, _): backgroundColor ?? tintColor
        default: tintColor
        }
    }

    /// What a tap on the accessory does: `nil` for accessories a tap passes through to the row.
    var tapAction: TapAction? {
        switch kind {
        case .detail(let handler), .delete(_, let handler), .insert(_, let handler): .handler(handler)
        case .outlineDisclosure(_, let handler): handler.map { .handler($0) } ?? .toggleExpansion
        case .disclosureIndicator, .checkmark, .reorder, .multiselect, .label, .customView: nil
        }
    }

    /// What a tap on an accessory does.
    enum TapAction {
        /// Runs the accessory's handler; `nil` does nothing, except on a delete control, which
        /// then reveals the cell's trailing swipe actions (UIKit).
        case handler(ActionHandler?)
        /// Expands or collapses the cell's item through its collection view's data source.
        case toggleExpansion
    }

    /// The accessory's own width with `metrics`: its symbol's, its text's, or its view's.
    func actualWidth(metrics: MetricsProfile, containerSize: CGSize) -> CGFloat {
        switch kind {
        case .disclosureIndicator, .checkmark, .reorder, .outlineDisclosure:
            return metrics.accessorySymbolWidth
        case .detail, .delete, .insert, .multiselect:
            // The circled symbols are as wide as a table's detail button.
            return metrics.detailButtonWidth
        case .label(let text, let font):
            return metrics.textWidth(of: text, font: font)
        case .customView(let configuration):
            let view = configuration.customView
            return configuration.maintainsFixedSize ? view.frame.width : view.sizeThatFits(containerSize).width
        }
    }

    /// The width the accessory takes in the layout: its reserved width, or its own when wider.
    func layoutWidth(metrics: MetricsProfile, containerSize: CGSize) -> CGFloat {
        let actual = actualWidth(metrics: metrics, containerSize: containerSize)
        switch reservedLayoutWidth {
        case .actual: return actual
        case .standard: return max(actual, metrics.listCell.accessoryStandardWidth)
        case .custom(let width): return max(actual, width)
        }
    }

    /// Whether the accessory is an outline disclosure whose style, resolved for a cell that is
    /// (or is not) its section's header, is `.header`.
    func isHeaderOutlineDisclosure(cellIsHeader: Bool) -> Bool {
        guard case .outlineDisclosure(let style, _) = kind else { return false }
        switch style {
        case .header: return true
        case .cell: return false
        case .automatic: return cellIsHeader
        }
    }
}

import Foundation

/// The state a configuration is updated for: UIKit's `UIConfigurationState` protocol.
@MainActor
public protocol UIConfigurationState {
    /// The traits of the view the state belongs to.
    var traitCollection: UITraitCollection { get set }
}

/// The state of a view, for configurations of plain views.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled, not responding to the user.
    public var isDisabled = false
    /// Whether the view is highlighted, as while a touch is down on it.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has keyboard focus.
    public var isFocused = false

    /// A state with `traitCollection` and every flag `false`.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// The state of a cell: what ``UITableViewCell/configurationState`` reports and
/// ``UITableViewCell/updateConfiguration(using:)`` receives.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled, not responding to the user (Trestle's cells leave it `false`).
    public var isDisabled = false
    /// Whether the cell is highlighted, as while a touch is down on it.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has keyboard focus.
    public var isFocused = false
    /// Whether the cell is editing: a list cell's collection view is editing (table cells leave it `false`).
    public var isEditing = false
    /// Whether the cell's item is expanded in its outline (set by list cells).
    public var isExpanded = false
    /// Whether the cell's swipe actions are showing (Trestle's cells leave it `false`).
    public var isSwiped = false
    /// Whether the cell is being dragged to a new place (Trestle's cells leave it `false`).
    public var isReordering = false

    /// A state with `traitCollection` and every flag `false`.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// A description of a view's content and look, from which the view is made and updated.
///
/// Assign one to a cell's ``UITableViewCell/contentConfiguration``: the cell asks the
/// configuration for a content view once, then hands later configurations to that view when it
/// ``UIContentView/supports(_:)`` them, so reused cells keep their views.
@MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration adjusted for `state` (selected, highlighted…).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default: when it is the same type as the
    /// current one).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

extension UIView {
    /// Shows `configuration` in `container` (a cell's or header's content view): updates `current`
    /// when it supports the configuration, otherwise replaces it with a new content view;
    /// removes it for `nil`. Returns the view now showing the configuration.
    func showContentConfiguration(_ configuration: UIContentConfiguration?, replacing current: (UIView & UIContentView)?,
                                  in container: UIView) -> (UIView & UIContentView)? {
        defer { setNeedsLayout() }
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        container.addSubview(view)
        return view
    }
}

import Foundation

/// A list cell whose look comes from configurations: `UITableViewCell` and
/// `UICollectionViewCell`. The state they report and the way they re-apply their configurations
/// when it changes are written once here; the cells' open members call them, so a subclass that
/// overrides `configurationState` or `updateConfiguration(using:)` still can, as in UIKit.
@MainActor
protocol ConfigurableListCell: UIView {
    var isSelected: Bool { get }
    var isHighlighted: Bool { get }
    var contentConfiguration: UIContentConfiguration? { get set }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var backgroundConfiguration: UIBackgroundConfiguration? { get set }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
}

extension ConfigurableListCell {
    /// The cell's state as UIKit reports it by default: its traits, and whether it is selected,
    /// highlighted and focused.
    var standardConfigurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        return state
    }

    /// Re-applies the background and content configurations for `state`, each only when the cell
    /// updates it automatically: what `updateConfiguration(using:)` does by default.
    func updateConfigurationsAutomatically(for state: UICellConfigurationState) {
        if automaticallyUpdatesBackgroundConfiguration, let backgroundConfiguration {
            self.backgroundConfiguration = backgroundConfiguration.updated(for: state)
        }
        guard automaticallyUpdatesContentConfiguration, let contentConfiguration else { return }
        self.contentConfiguration = contentConfiguration.updated(for: state)
    }
}

extension UITableViewCell: ConfigurableListCell {}
extension UICollectionViewCell: ConfigurableListCell {}

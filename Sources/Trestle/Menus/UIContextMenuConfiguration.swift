import Foundation

/// What a context menu shows for the row, item or view it opened on: the menu the action
/// provider makes, asked when the menu opens.
///
/// The preview provider's controller is kept for the app but not shown: a terminal has no room to
/// lift a preview over the list. The menu opens at the click (a right click) or, from the
/// keyboard, at the focused row (the Menu key or Shift-F10).
@MainActor
public final class UIContextMenuConfiguration {
    /// Makes the controller UIKit shows as the menu's preview.
    public typealias PreviewProvider = @MainActor () -> UIViewController?
    /// Makes the menu from the actions the system suggests (none in Trestle).
    public typealias ActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

    /// The identifier the app gave, to tell configurations apart in the delegate's later calls;
    /// a unique string (`NSString`) when it gave none, as in UIKit.
    public let identifier: any NSCopying
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?

    /// Creates a configuration.
    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu to show, from the action provider; `nil` when it gives none or has no visible
    /// items.
    func makeMenu() -> UIMenu? {
        guard let menu = actionProvider?([]) else { return nil }
        return menu.children.contains(where: { !$0.isHiddenInMenu }) ? menu : nil
    }
}

/// The animations of a context menu appearing or going (UIKit's `UIContextMenuInteractionAnimating`).
/// Trestle's menus appear and go at once: completions run when the menu has gone.
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// Adds animations to run with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

extension UIMenuElement {
    /// Whether menus leave the element out (``UIMenuElement/Attributes/hidden`` actions).
    var isHiddenInMenu: Bool {
        (self as? UIAction)?.attributes.contains(.hidden) ?? false
    }
}

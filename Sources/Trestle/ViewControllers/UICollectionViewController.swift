import Foundation

/// A view controller whose view is a collection view, and which is the collection view's data
/// source and delegate.
///
/// Subclass it and override the data source and delegate methods you need; adopt
/// ``UICollectionViewDelegateFlowLayout`` in the subclass for per-item sizes, as in UIKit:
///
/// ```swift
/// final class PhotosViewController: UICollectionViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
///     }
///
///     override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
///         photos.count
///     }
///
///     override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///     }
/// }
/// ```
///
/// Each time the view is about to appear the controller loads the collection view's data if it
/// has not loaded yet, and deselects the selected items when ``clearsSelectionOnViewWillAppear``
/// is `true` (the default) — in multiple selection mode too, as UIKit's collection controller
/// does.
///
/// - Note: As with ``UITableViewController``, every data source and delegate method is
///   implemented in the class itself (Swift does not dispatch a protocol extension's method to a
///   subclass's version), each behaving as UIKit does when it is not implemented. Override them
///   with `override`.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    private var _collectionView: UICollectionView?

    /// Whether the selected items are deselected each time the view is about to appear. Default: `true`.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press on an item (holding it for half a second) then a drag moves it,
    /// through the collection view's interactive movement — when the data source implements
    /// `moveItemAt`. Default: `true`.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { _collectionView?.touchMovement.movesItemsOnLongPress = installsStandardGestureForInteractiveMovement }
    }

    /// Whether ``collectionView`` uses the layout of the controller pushed over this one (a
    /// navigation transition between layouts). Trestle keeps each controller's own layout.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Creates a controller whose collection view has `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the controller's view, with the controller as its data source and
    /// delegate. Accessing it loads the view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return _collectionView ?? viewIfLoaded as? UICollectionView
        }
        set {
            _collectionView = newValue
            view = newValue
        }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout {
        collectionView.collectionViewLayout
    }

    /// Creates the collection view.
    open override func loadView() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        collection.touchMovement.movesItemsOnLongPress = installsStandardGestureForInteractiveMovement
        _collectionView = collection
        view = collection
    }

    /// Loads the data the first time and clears the selection (see
    /// ``clearsSelectionOnViewWillAppear``). Subclasses call `super`, as in UIKit.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collection = _collectionView else { return }
        if !collection.phase.hasLoadedData { collection.reloadData() }
        if clearsSelectionOnViewWillAppear {
            for indexPath in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: indexPath, animated: animated) }
        }
    }

    /// Flashes the collection view's scroll indicators each time it appears, as a table view
    /// controller does. Subclasses call `super`.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _collectionView?.flashScrollIndicators()
    }

    /// Enters or leaves editing mode, and the collection view with it (iOS 14).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    // MARK: UICollectionViewDataSource

    /// No items (UIKit's answer when not overridden).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// An empty cell. Override it whenever the controller has items.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Not implemented: reported when a layout asks for a supplementary view, as UIKit raises.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.noteDefaultImplementation(.viewForSupplementaryElement)
        return UICollectionReusableView(frame: .zero)
    }

    /// Every item can move (when ``collectionView(_:moveItemAt:to:)`` is overridden).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// Not implemented: no item moves.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView.noteDefaultImplementation(.moveItem)
    }

    /// No section index.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The first item of the section at `index`.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        collectionView.selectionFollowsFocus
    }
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
        indexPaths.count == 1 ? self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point) : nil
    }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath
    }
    open func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: UIScrollViewDelegate
    //
    // Declared here so subclasses override them, as UIKit subclasses do (a protocol extension's
    // default would be called instead of a subclass's method otherwise).

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing: the content comes to rest at `targetContentOffset`.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// `true`: a status-bar tap scrolls to the top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    /// `nil`: Trestle does not zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Never called: Trestle does not zoom.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Never called: Trestle does not zoom.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Never called: Trestle does not zoom.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}

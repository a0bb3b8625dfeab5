import Foundation
import Trestle
import TrestleTesting

/// A collection data source and delegate for list sections whose rows swipe and move: list cells
/// titled from an editable model, with the accessories `accessories` returns; it records
/// selection, moves and retargeting, and keeps its model in step with moves as an app must.
@MainActor
final class EditableListData: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [[String]]
    var accessories: (IndexPath) -> [UICellAccessory] = { _ in [] }
    var notMovable: Set<String> = []
    var retarget: ((IndexPath, IndexPath) -> IndexPath)?
    var log: [String] = []

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.item]
        cell.contentConfiguration = content
        cell.accessories = accessories(indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !notMovable.contains(sections[indexPath.section][indexPath.item])
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // The collection view asks with a move to the same place whether this is implemented.
        guard sourceIndexPath != destinationIndexPath else { return }
        log.append("move \(sourceIndexPath.section).\(sourceIndexPath.item) → \(destinationIndexPath.section).\(destinationIndexPath.item)")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        log.append("target \(proposedIndexPath.section).\(proposedIndexPath.item)")
        return retarget?(originalIndexPath, proposedIndexPath) ?? proposedIndexPath
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.section).\(indexPath.item)")
    }

    /// The log's moves only.
    var moves: [String] { log.filter { $0.hasPrefix("move") } }
}

/// A collection view of list sections (a compositional list layout made with `configure`'s
/// configuration) showing `data`, in a headless host; the data source stays alive with the
/// collection view's test.
@MainActor
func makeEditableList(_ data: EditableListData, size: CGSize = CGSize(width: 24, height: 8),
                      configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in })
    -> (HeadlessHost, UICollectionView) {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configure(&configuration)
    return makeEditableList(data, layout: UICollectionViewCompositionalLayout.list(using: configuration), size: size)
}

/// A collection view with `layout` showing `data`, in a headless host.
@MainActor
func makeEditableList(_ data: EditableListData, layout: UICollectionViewLayout, size: CGSize = CGSize(width: 24, height: 8))
    -> (HeadlessHost, UICollectionView) {
    let host = HeadlessHost(size: size)
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collection.showsVerticalScrollIndicator = false
    collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    collection.dataSource = data
    collection.delegate = data
    host.rootView = collection
    host.layout()
    return (host, collection)
}

/// A contextual action titled `title` that appends `title` to `performed` and calls its
/// completion with `true`.
@MainActor
func recordingAction(_ title: String, style: UIContextualAction.Style = .normal, into performed: Performed) -> UIContextualAction {
    UIContextualAction(style: style, title: title) { _, _, completion in
        performed.titles.append(title)
        completion(true)
    }
}

/// The titles of the actions performed, in order.
@MainActor
final class Performed {
    var titles: [String] = []
}

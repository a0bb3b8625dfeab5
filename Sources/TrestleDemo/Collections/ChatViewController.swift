import Foundation
import Trestle

/// A chat with Mina, its newest message at the bottom: a collection view of message bubbles over
/// a compose line.
///
/// - Bubbles are sized by `sizeForItemAt` from their wrapped text, computed once per message and
///   width and kept, as chat apps keep measured heights in their model.
/// - On open the conversation shows its newest message at the bottom.
/// - Typing goes into the compose field; Return sends. A message sent while the conversation
///   shows its end keeps the newest message in view; sent while scrolled up, it leaves the view
///   where it is.
/// - ↑ ↓, Page Up/Down, Home/End and the wheel scroll the conversation. At the top, Page Up (or ↑)
///   loads older messages above, and what is on screen stays exactly where it was: the collection
///   view keeps its content offset when items are inserted above, as UIKit's does, so the
///   controller adds the content's growth to it.
final class ChatViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, DemoKeyHelp {
    private(set) var history: ChatHistory
    private(set) var collectionView: UICollectionView!
    let layout = UICollectionViewFlowLayout()
    private var chatView: ChatView { view as! ChatView }
    var composeField: ComposeField { chatView.composeField }

    /// Bubble heights by message, for ``heightsWidth``.
    private var heights: [Int: CGFloat] = [:]
    private var heightsWidth: CGFloat = 0
    /// The collection view's size at the last layout, and whether it then showed the newest message.
    private var laidOutSize: CGSize?
    private var wasAtBottom = true

    init(history: ChatHistory = ChatHistory()) {
        self.history = history
        super.init(nibName: nil, bundle: nil)
        title = "Mina"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.delegate = self
        // The conversation scrolls; its messages are read, not picked.
        collectionView.allowsSelection = false
        collectionView.allowsFocus = false
        collectionView.register(MessageCell.self, forCellWithReuseIdentifier: MessageCell.reuseIdentifier)
        view = ChatView(collectionView: collectionView)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        composeField.placeholder = "Message — Return sends"
        composeField.navigationKeyResponder = collectionView
        composeField.addTarget(self, action: ChatViewController.sendTypedMessage, for: .primaryActionTriggered)
        updateHint()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        composeField.becomeFirstResponder()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        composeField.resignFirstResponder()
    }

    /// Bubbles a line (8 points) apart, and clear of the scroll indicator on the right.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // The keys are spelt out where the keyboard is the only input (the screen's metrics say).
        let placeholder = collectionView.metrics.showsKeyHints ? "Message — Return sends" : "Message"
        if composeField.placeholder != placeholder {
            composeField.placeholder = placeholder
            updateHint()
        }
        let tile = TileMetrics(collectionView.metrics)
        let inset = UIEdgeInsets(top: tile.gap, left: tile.margin, bottom: tile.gap, right: tile.margin + tile.gap)
        guard layout.sectionInset != inset || layout.minimumLineSpacing != tile.gap else { return }
        layout.minimumLineSpacing = tile.gap
        layout.sectionInset = inset
    }

    /// On the first layout, and after a resize that found the newest message in view, the newest
    /// message goes to the bottom. A new width wraps the messages again: the flow layout asks
    /// their sizes again only when invalidated, so it is.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = collectionView.bounds.size
        guard size.width > 0, size.height > 0, size != laidOutSize else { return }
        let firstLayout = laidOutSize == nil
        if laidOutSize?.width != size.width { layout.invalidateLayout() }
        laidOutSize = size
        collectionView.layoutIfNeeded()
        if firstLayout || wasAtBottom { scrollToBottom() }
    }

    // MARK: Scrolling

    var isAtBottom: Bool {
        collectionView.contentOffset.y >= collectionView.validContentOffsetYRange.upperBound - 0.5
    }

    var isAtTop: Bool {
        collectionView.contentOffset.y <= collectionView.validContentOffsetYRange.lowerBound + 0.5
    }

    /// Shows the end of the conversation, by its content offset (the seed's way: more exact than
    /// scrolling to the last item when sizes are still settling).
    func scrollToBottom() {
        collectionView.layoutIfNeeded()
        collectionView.contentOffset.y = collectionView.validContentOffsetYRange.upperBound
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        wasAtBottom = isAtBottom
        updateHint()
    }

    // MARK: Sending and loading

    private func sendTypedMessage() {
        send(composeField.text)
        composeField.text = ""
    }

    /// Adds the user's message at the end. At the bottom, the view follows it; scrolled up, it
    /// stays where it is.
    func send(_ text: String) {
        let followsNewest = isAtBottom
        history.send(text)
        collectionView.insertItems(at: [IndexPath(item: history.messages.count - 1, section: 0)])
        if followsNewest { scrollToBottom() }
        updateHint()
    }

    /// Loads a page of older messages above the ones shown, keeping what is on screen where it was.
    func loadOlderMessages() {
        let before = collectionView.contentSize.height
        let offset = collectionView.contentOffset.y
        var loaded = 0
        UIView.performWithoutAnimation {
            loaded = history.loadOlder()
            guard loaded > 0 else { return }
            collectionView.insertItems(at: (0..<loaded).map { IndexPath(item: $0, section: 0) })
            collectionView.layoutIfNeeded()
        }
        guard loaded > 0 else { return }
        // The collection view kept its offset, so the content moved down by what was added above.
        collectionView.contentOffset.y = offset + (collectionView.contentSize.height - before)
        updateHint()
    }

    /// Page Up and ↑ load older messages when the top of the conversation is in view (and there
    /// are some); elsewhere they scroll, so the commands are there only then.
    override var keyCommands: [UIKeyCommand]? {
        guard isViewLoaded, history.hasOlder, isAtTop else { return [] }
        return [UIKeyCommand.inputPageUp, UIKeyCommand.inputUpArrow].map { input in
            UIKeyCommand(input: input, discoverabilityTitle: "Load earlier messages") { [unowned self] _ in loadOlderMessages() }
        }
    }

    var keyHelp: [(keys: String, action: String)] {
        [("letters, Return", "type a message, send it"), ("↑ ↓ PgUp PgDn wheel", "scroll the conversation"),
         ("PgUp at the top", "load earlier messages"), ("Esc", "clear the message, then back")]
    }

    private func updateHint() {
        let earlier = history.older.count
        let keys = chatView.metrics.showsKeyHints
        chatView.hintLabel.text = earlier == 0 ? "The beginning of your conversation with Mina"
            : !keys ? "\(earlier) earlier messages"
            : isAtTop ? "PgUp loads \(earlier) earlier messages" : "\(earlier) earlier messages · PgUp at the top loads them"
    }

    // MARK: Data source

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        history.messages.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: MessageCell.reuseIdentifier, for: indexPath) as! MessageCell
        cell.message = history.messages[indexPath.item]
        return cell
    }

    // MARK: Sizes

    /// A line's width, the bubble's height: the text wrapped as the cell wraps it.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let inset = layout.sectionInset
        let width = max(1, collectionView.bounds.width - inset.left - inset.right)
        if width != heightsWidth {
            heights.removeAll()
            heightsWidth = width
        }
        let message = history.messages[indexPath.item]
        if let height = heights[message.id] { return CGSize(width: width, height: height) }
        let label = chatView.sizingLabel
        label.text = message.text
        let tile = TileMetrics(collectionView.metrics)
        let limit = MessageCell.textWidthLimit(forCellWidth: width, tile: tile)
        let text = label.sizeThatFits(CGSize(width: limit, height: .greatestFiniteMagnitude))
        let height = max(tile.line, text.height) + MessageCell.verticalChrome(tile)
        heights[message.id] = height
        return CGSize(width: width, height: height)
    }
}

/// The chat screen's view: the conversation, a hint line, and the compose line at the bottom.
/// A hidden label measures messages with the screen's metrics.
final class ChatView: UIView {
    let collectionView: UICollectionView
    let composeField = ComposeField()
    let hintLabel = UILabel()
    let sizingLabel = UILabel()

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        hintLabel.textColor = .secondaryLabel
        hintLabel.textAlignment = .center
        sizingLabel.numberOfLines = 0
        sizingLabel.lineBreakMode = .byWordWrapping
        sizingLabel.isHidden = true
        addSubview(collectionView)
        addSubview(hintLabel)
        addSubview(composeField)
        addSubview(sizingLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let line = metrics.lineHeight(of: hintLabel.font)
        composeField.frame = CGRect(x: 0, y: max(0, bounds.height - line), width: bounds.width, height: line)
        hintLabel.frame = CGRect(x: 0, y: max(0, composeField.frame.minY - line), width: bounds.width, height: line)
        collectionView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, hintLabel.frame.minY))
    }
}

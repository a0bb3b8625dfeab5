import Foundation
import Trestle

/// One row of the World Clock list: the city's name, "Today, +9HRS" under it, and the city's
/// time at the trailing edge.
///
/// While the table is editing, the time is hidden and its room given back to the labels, so the
/// delete control and the reorder grip fit, as the Clock app does. The cell does this itself by
/// overriding ``setEditing(_:animated:)``: every way a cell enters or leaves editing (the Edit
/// button, a cell made or reused while the table is editing) goes through it.
final class WorldClockCell: UITableViewCell {
    static let reuseIdentifier = "city"

    /// The city's time, "14:05".
    let timeLabel = UILabel()

    /// Makes a cell; it is always of the `.subtitle` style, whatever `style` says, since its
    /// layout puts the time beside the subtitle style's two lines.
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        timeLabel.font = .preferredFont(forTextStyle: .title2)
        timeLabel.textAlignment = .right
        detailTextLabel?.textColor = .secondaryLabel
        contentView.addSubview(timeLabel)
        // Rows are not chosen: tapping one does nothing in the Clock app.
        selectionStyle = .none
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows `city` at `now`; an unknown time zone shows "--:--" and says so.
    func show(_ city: WorldClockCity, now: Date, localTimeZone: TimeZone) {
        textLabel?.text = city.name
        if let time = city.currentTime(now: now, localTimeZone: localTimeZone) {
            detailTextLabel?.text = time.subtitle
            timeLabel.text = time.time
        } else {
            detailTextLabel?.text = "Unknown time zone \(city.timeZoneIdentifier)"
            timeLabel.text = "--:--"
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        timeLabel.text = nil
    }

    /// Hides the time while editing, as the seed's `setEditing` does for its time label.
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        timeLabel.isHidden = editing
        setNeedsLayout()
    }

    /// The time's width, and nothing while it is hidden: a hidden label keeps no room (the seed
    /// collapses its width constraint to zero for the same reason).
    private var timeWidth: CGFloat {
        guard !timeLabel.isHidden, timeLabel.text?.isEmpty == false else { return 0 }
        return timeLabel.intrinsicContentSize.width
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = timeWidth
        let area = contentView.bounds
        let margin = metrics.cellHorizontalMargin
        guard width > 0 else {
            timeLabel.frame = .zero
            return
        }
        // The time is centred on the row (on the name's line in a two-line terminal row), at the
        // trailing margin; the labels end before it.
        let gap = metrics.cellImageSpacing
        let height = timeLabel.intrinsicContentSize.height
        let y = ((area.height - height) / 2).rounded(.down)
        timeLabel.frame = CGRect(x: area.maxX - margin - width, y: y, width: width, height: height)
        let limit = max(0, timeLabel.frame.minX - gap)
        for label in [textLabel, detailTextLabel].compactMap({ $0 }) where label.frame.maxX > limit {
            label.frame.size.width = max(0, limit - label.frame.minX)
        }
    }
}

import Foundation
import Trestle

/// One row of the World Clock list: the city's name, "Today, +9HRS" under it, and the city's
/// time at the trailing edge, on the name's line — three labels placed by constraints, as the
/// seed's storyboard cell places them.
///
/// While the table is editing, the time is hidden and a zero-width constraint takes its room
/// away, so the delete control and the reorder grip fit, as the seed's `setEditing` does. The cell
/// does this itself by overriding ``setEditing(_:animated:)``: every way a cell enters or leaves
/// editing (the Edit button, a cell made or reused while the table is editing) goes through it.
final class WorldClockCell: UITableViewCell {
    static let reuseIdentifier = "city"

    /// The city's name.
    let cityLabel = UILabel()
    /// How the city's day and hours compare with here: "Today, +9HRS".
    let offsetLabel = UILabel()
    /// The city's time, "14:05".
    let timeLabel = UILabel()
    /// Active while editing: the time takes no room.
    private var collapsedTime: NSLayoutConstraint!

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        timeLabel.font = .preferredFont(forTextStyle: .title2)
        timeLabel.textAlignment = .right
        offsetLabel.textColor = .secondaryLabel
        for label in [cityLabel, offsetLabel, timeLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        // The time keeps its width; long names are cut short before it. Not required: the
        // zero width of editing must win.
        timeLabel.setContentCompressionResistancePriority(.required - 1, for: .horizontal)
        timeLabel.setContentHuggingPriority(.required, for: .horizontal)
        collapsedTime = timeLabel.widthAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            cityLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            cityLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            cityLabel.trailingAnchor.constraint(lessThanOrEqualTo: timeLabel.leadingAnchor, constant: -16),
            offsetLabel.leadingAnchor.constraint(equalTo: cityLabel.leadingAnchor),
            offsetLabel.topAnchor.constraint(equalTo: cityLabel.bottomAnchor),
            offsetLabel.trailingAnchor.constraint(lessThanOrEqualTo: timeLabel.leadingAnchor, constant: -16),
            offsetLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            timeLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            timeLabel.firstBaselineAnchor.constraint(equalTo: cityLabel.firstBaselineAnchor),
        ])
        // Rows are not chosen: tapping one does nothing in the Clock app.
        selectionStyle = .none
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Shows `city` at `now`; an unknown time zone shows "--:--" and says so.
    func show(_ city: WorldClockCity, now: Date, localTimeZone: TimeZone) {
        cityLabel.text = city.name
        if let time = city.currentTime(now: now, localTimeZone: localTimeZone) {
            offsetLabel.text = time.subtitle
            timeLabel.text = time.time
        } else {
            offsetLabel.text = "Unknown time zone \(city.timeZoneIdentifier)"
            timeLabel.text = "--:--"
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        timeLabel.text = nil
    }

    /// Hides the time while editing and collapses its width, as the seed's `setEditing` does: a
    /// hidden label still keeps its room until a constraint takes it away.
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        timeLabel.isHidden = editing
        collapsedTime.isActive = editing
    }
}

// Written as a UIKit screen is written; the only change for Trestle is the import, and the
// button's action is a UIAction rather than a selector (the README's porting rules).
import Trestle

final class ProfileViewController: UIViewController {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let bioLabel = UILabel()
    let followButton = UIButton(type: .system)
    private(set) var isFollowing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        avatarView.image = UIImage(systemName: "person.crop.circle.fill")
        avatarView.contentMode = .scaleAspectFill
        avatarView.clipsToBounds = true
        avatarView.layer.cornerRadius = 40
        avatarView.layer.borderWidth = 2
        avatarView.layer.borderColor = UIColor.systemBlue.cgColor
        avatarView.isAccessibilityElement = true
        avatarView.accessibilityLabel = "Profile photo"

        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.text = "Kim Minji"
        nameLabel.accessibilityTraits = .header

        bioLabel.font = .preferredFont(forTextStyle: .body)
        bioLabel.adjustsFontForContentSizeCategory = true
        bioLabel.numberOfLines = 0
        bioLabel.textAlignment = .center
        bioLabel.text = "Walks every trail in the valley and writes down the ones worth a second visit."

        followButton.setTitle("Follow", for: .normal)
        followButton.addAction(UIAction { [weak self] _ in self?.toggleFollow() }, for: .touchUpInside)

        let views: [String: UIView] = ["avatar": avatarView, "name": nameLabel, "bio": bioLabel, "follow": followButton]
        for subview in views.values {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        var constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-20-[avatar(80)]-12-[name]-8-[bio]-16-[follow]", options: .alignAllCenterX, metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:[avatar(80)]", options: [], metrics: nil, views: views)
        constraints += [
            avatarView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            bioLabel.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ]
        NSLayoutConstraint.activate(constraints)

        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
            self.avatarView.layer.borderColor = UIColor.systemBlue.resolvedColor(with: self.traitCollection).cgColor
        }
    }

    func toggleFollow() {
        isFollowing.toggle()
        followButton.setTitle(isFollowing ? "Following" : "Follow", for: .normal)
        UIAccessibility.post(notification: .announcement, argument: isFollowing ? "Following Kim Minji" : "Unfollowed")
    }
}

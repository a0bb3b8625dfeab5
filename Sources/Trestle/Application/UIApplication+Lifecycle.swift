import Foundation

/// The life cycle as hosts drive it: each call moves the application to a state, tells the
/// delegate and posts the notification, and does nothing when the application is already there
/// (a terminal may report focus twice; a signal may arrive while stopped).
extension UIApplication {
    /// Launches: `willFinishLaunching`, `didFinishLaunching` and its notification, once. The
    /// application stays inactive until the host calls ``becomeActive()``.
    package func finishLaunching(options: [LaunchOptionsKey: Any]? = nil) {
        guard !isLaunched else { return }
        isLaunched = true
        applicationState = .inactive
        _ = delegate?.application(self, willFinishLaunchingWithOptions: options)
        _ = delegate?.application(self, didFinishLaunchingWithOptions: options)
        post(Self.didFinishLaunchingNotification)
    }

    /// Becomes active (focus came back, or the host started running). From the background, the
    /// application first comes to the foreground.
    package func becomeActive() {
        if applicationState == .background { enterForeground() }
        guard applicationState == .inactive else { return }
        applicationState = .active
        delegate?.applicationDidBecomeActive(self)
        post(Self.didBecomeActiveNotification)
    }

    /// Stops being active (focus went elsewhere).
    package func resignActive() {
        guard applicationState == .active else { return }
        delegate?.applicationWillResignActive(self)
        post(Self.willResignActiveNotification)
        applicationState = .inactive
    }

    /// Goes to the background (the process is about to stop), resigning active first.
    package func enterBackground() {
        resignActive()
        guard applicationState == .inactive else { return }
        applicationState = .background
        delegate?.applicationDidEnterBackground(self)
        post(Self.didEnterBackgroundNotification)
    }

    /// Comes back from the background, inactive until ``becomeActive()``.
    package func enterForeground() {
        guard applicationState == .background else { return }
        delegate?.applicationWillEnterForeground(self)
        post(Self.willEnterForegroundNotification)
        applicationState = .inactive
    }

    /// Is about to end: resigns active if needed, then `applicationWillTerminate`. Once only.
    package func terminate() {
        guard !isTerminating else { return }
        isTerminating = true
        resignActive()
        delegate?.applicationWillTerminate(self)
        post(Self.willTerminateNotification)
        applicationState = .background
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

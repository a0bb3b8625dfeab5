import Foundation
import Trestle
import TrestleTerminal

/// The app's entry point, as in a UIKit app: the window is made at launch, and the starred parks
/// are saved when the app goes to the background or is about to end.
///
/// (`final`: Trestle creates the delegate from its class, which Swift allows for a class only
/// through a `required` or final `init()`.)
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var starred: StarredParks?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let starred = StarredParks()
        self.starred = starred
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: ParksViewController(starred: starred))
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        starred?.save()
    }

    func applicationWillTerminate(_ application: UIApplication) {
        starred?.save()
    }
}

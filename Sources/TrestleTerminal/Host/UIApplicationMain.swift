#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Trestle

/// Creates the application and its delegate and runs them in the terminal. Never returns.
///
/// UIKit's shape, with the classes themselves where UIKit takes their names (Swift cannot create
/// an object from a class name): `principalClass` is the application's class (`nil`:
/// `UIApplication`), `delegateClass` the delegate's. Before the delegate hears
/// `application(_:didFinishLaunchingWithOptions:)`, `UIScreen.main` is the terminal's screen, so a
/// window made with `UIWindow(frame: UIScreen.main.bounds)` fills the terminal.
///
/// ```swift
/// // main.swift
/// UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, AppDelegate.self)
/// ```
///
/// An app delegate marked `@main` calls this itself (see `UIApplicationDelegate.main()`).
///
/// `TRESTLE_HOST` names the host: `terminal` (the default) is the one this module has. Without a
/// terminal on standard input and output the function explains and exits with status 1.
@MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClass: UIApplication.Type?,
                              _ delegateClass: (any UIApplicationDelegate.Type)?) -> Never {
    let program = argc > 0 ? argv[0].map { String(cString: $0) } ?? "app" : "app"
    let name = program.split(separator: "/").last.map(String.init) ?? program
    if let problem = TerminalApplication.launchProblem(environment: ProcessInfo.processInfo.environment,
                                                       isInteractive: TerminalSession.isInteractive) {
        FileHandle.standardError.write(Data("\(name): \(problem)\n".utf8))
        exit(1)
    }
    let host = TerminalApplication()
    UIScreen.main = host.screen
    let application = (principalClass ?? UIApplication.self).init()
    UIApplication.install(application)
    if let delegateClass {
        let delegate = delegateClass.init()
        application.ownedDelegate = delegate
        application.delegate = delegate
    }
    host.launch(application)
    host.run()
}

/// The `@main` entry point for app delegates in the terminal.
extension UIApplicationDelegate {
    /// Makes an app delegate marked `@main` the program's entry point, as in UIKit: runs
    /// `UIApplicationMain` with this delegate class in the terminal.
    public static func main() {
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, Self.self)
    }
}

extension TerminalApplication {
    /// Why an application cannot start here, or `nil` when it can: `TRESTLE_HOST` names a host
    /// this build does not have, or standard input or output is not a terminal.
    package static func launchProblem(environment: [String: String], isInteractive: Bool) -> String? {
        if let requested = environment["TRESTLE_HOST"], !requested.isEmpty, requested != "terminal" {
            return "TRESTLE_HOST=\(requested) names a host this program does not have (hosts: terminal)"
        }
        guard isInteractive else {
            return "needs a terminal: run it in one (standard input and output are not a terminal)"
        }
        return nil
    }
}

// swift-tools-version: 6.1

import Foundation
import PackageDescription

// `TRESTLE_INTERNAL_CHECKS=1 swift test` compiles every engine type's `checkInvariants()`
// into each mutation (the same switch swift-collections uses for its internal checks).
let internalChecks = Context.environment["TRESTLE_INTERNAL_CHECKS"].map { !$0.isEmpty && $0 != "0" } ?? false
let engineSettings: [SwiftSetting] = internalChecks ? [.define("TRESTLE_INTERNAL_CHECKS")] : []

// The pixel host draws with Cairo and Pango, C libraries from the system (Debian: libcairo2-dev
// libpango1.0-dev). Its targets join the package only where pkg-config can find them, so
// `swift run trestle-demo` and `swift test` work on a machine without them (the demo's --png then
// says what to install). TRESTLE_PIXEL=1 insists on them (a missing library is then a build
// error naming its package); TRESTLE_PIXEL=0 leaves them out.
let pixelRequest = Context.environment["TRESTLE_PIXEL"]
let pixelHost: Bool = {
    if let pixelRequest, !pixelRequest.isEmpty { return pixelRequest != "0" }
    let searchPath = (Context.environment["PKG_CONFIG_PATH"].map { [$0] } ?? []) + [
        "/usr/local/lib/x86_64-linux-gnu/pkgconfig", "/usr/local/lib/aarch64-linux-gnu/pkgconfig",
        "/usr/local/lib/pkgconfig", "/usr/local/share/pkgconfig", "/usr/lib/x86_64-linux-gnu/pkgconfig",
        "/usr/lib/aarch64-linux-gnu/pkgconfig", "/usr/lib/pkgconfig", "/usr/share/pkgconfig",
    ]
    let folders = searchPath.flatMap { $0.split(separator: ":").map(String.init) }
    return ["cairo", "pangocairo", "pangoft2", "fontconfig", "x11", "cairo-xlib"].allSatisfy { library in
        folders.contains { FileManager.default.fileExists(atPath: "\($0)/\(library).pc") }
    }
}()

let package = Package(
    name: "Trestle",
    products: [
        .library(name: "Trestle", targets: ["Trestle"]),
        .library(name: "TrestleTerminal", targets: ["TrestleTerminal"]),
        .library(name: "TrestleTesting", targets: ["TrestleTesting"]),
        // The engine is a product only so the nested Benchmarks package can measure it;
        // applications use `Trestle`.
        .library(name: "TrestleCore", targets: ["TrestleCore"]),
        .executable(name: "trestle-demo", targets: ["trestle-demo"]),
    ],
    dependencies: [
        // SQLite for the World Clock demo screen's list; only `TrestleDemo` uses it.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // The demo's command line; only the `trestle-demo` executable uses it.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation`: the DocC catalogues, built and checked in CI.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .target(name: "TrestleCore", swiftSettings: engineSettings),
        .target(name: "Trestle", dependencies: ["TrestleCore"], swiftSettings: engineSettings),
        .target(name: "TrestleTerminal", dependencies: ["Trestle", "TrestleCore"], swiftSettings: engineSettings),
        .target(name: "TrestleTesting", dependencies: ["Trestle", "TrestleCore"], swiftSettings: engineSettings),
        // The demo's screens, in a library so tests can drive them headlessly.
        .target(name: "TrestleDemo", dependencies: ["Trestle", "TrestleCore", .product(name: "GRDB", package: "GRDB.swift")]),
        .executableTarget(name: "trestle-demo", dependencies: [
            "TrestleDemo", "Trestle", "TrestleCore", "TrestleTerminal",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "TrestleCoreTests", dependencies: ["TrestleCore", "TrestleTesting"], swiftSettings: engineSettings),
        .testTarget(name: "TrestleTests", dependencies: ["Trestle", "TrestleTesting"],
                    exclude: ["__Snapshots__"], swiftSettings: engineSettings),
        .testTarget(name: "TrestleTerminalTests", dependencies: ["TrestleTerminal", "Trestle", "TrestleCore", "TrestleTesting"],
                    swiftSettings: engineSettings),
        .testTarget(name: "TrestleDemoTests", dependencies: ["TrestleDemo", "Trestle", "TrestleTesting"],
                    exclude: ["__Snapshots__"]),
        // Screens written as UIKit code is written (Swift 5 mode, as most of it is), ported by
        // the README's rules alone.
        .testTarget(name: "UIKitStyleScreensTests", dependencies: ["Trestle", "TrestleCore", "TrestleTesting"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)

if pixelHost {
    package.products += [
        .library(name: "TrestlePixel", targets: ["TrestlePixel"]),
        .library(name: "TrestlePixelTesting", targets: ["TrestlePixelTesting"]),
        .library(name: "TrestleX11", targets: ["TrestleX11"]),
    ]
    package.targets += [
        .systemLibrary(name: "CPangoCairo", path: "Sources/CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .target(name: "TrestlePixel", dependencies: ["Trestle", "TrestleCore", "CPangoCairo"], swiftSettings: engineSettings),
        .target(name: "TrestlePixelTesting", dependencies: ["TrestlePixel", "Trestle", "TrestleCore"]),
        .systemLibrary(name: "CXlib", path: "Sources/CXlib", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        .target(name: "TrestleX11", dependencies: ["TrestlePixel", "Trestle", "TrestleCore", "CPangoCairo", "CXlib"]),
        .testTarget(name: "TrestlePixelTests", dependencies: ["TrestlePixel", "TrestlePixelTesting", "TrestleX11", "CPangoCairo", "CXlib",
                                                              "Trestle", "TrestleCore",
                                                              "TrestleDemo", "TrestleTesting"],
                    exclude: ["__Snapshots__"]),
    ]
    if let demo = package.targets.first(where: { $0.name == "trestle-demo" }) {
        demo.dependencies += ["TrestlePixel", "TrestleX11"]
    }
}

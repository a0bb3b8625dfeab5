// swift-tools-version: 6.1

import PackageDescription

// `TRESTLE_INTERNAL_CHECKS=1 swift test` compiles every engine type's `checkInvariants()`
// into each mutation (the same switch swift-collections uses for its internal checks).
let internalChecks = Context.environment["TRESTLE_INTERNAL_CHECKS"].map { !$0.isEmpty && $0 != "0" } ?? false
let engineSettings: [SwiftSetting] = internalChecks ? [.define("TRESTLE_INTERNAL_CHECKS")] : []

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
    ],
    swiftLanguageModes: [.v6]
)

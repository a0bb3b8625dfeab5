// swift-tools-version: 6.1

import PackageDescription

// A small terminal app built on Trestle: a starting point for your own.
//
// It depends on the Trestle checkout it sits in. In your own package, depend on Trestle by the
// address you get it from (its git URL, or a path to a checkout) and a release:
//     .package(url: "<Trestle's git URL>", from: "0.1.0")
let package = Package(
    name: "Parks",
    dependencies: [
        .package(name: "Trestle", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "Parks",
            dependencies: [
                .product(name: "Trestle", package: "Trestle"),
                .product(name: "TrestleTerminal", package: "Trestle"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

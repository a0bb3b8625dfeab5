// swift-tools-version: 6.1

import PackageDescription

// A small terminal app built on Trestle: a starting point for your own.
//
// It depends on the Trestle checkout it sits in. In your own package, depend on a clone of
// Trestle beside it, as the README's "Use Trestle in your package" says:
//     .package(name: "Trestle", path: "../trestle")
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

// swift-tools-version: 6.1

import Foundation
import PackageDescription

// Trestle's benchmarks live in their own package so the library never depends on
// benchmark code. Run them with `swift package benchmark` from this folder.
let package = Package(
    name: "TrestleBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Trestle", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TrestleCore", package: "Trestle"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TrestleCore", package: "Trestle"),
                .product(name: "Trestle", package: "Trestle"),
            ],
            path: "Benchmarks/DiffBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TableViewBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Trestle", package: "Trestle"),
                .product(name: "TrestleTesting", package: "Trestle"),
                .product(name: "TrestleTerminal", package: "Trestle"),
            ],
            path: "Benchmarks/TableViewBenchmarks",
            // The benchmark closures hop onto the main actor synchronously with the runner's
            // `Benchmark` object; Swift 5 mode keeps that a warning (the runner is single-threaded).
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CollectionViewBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Trestle", package: "Trestle"),
                .product(name: "TrestleCore", package: "Trestle"),
                .product(name: "TrestleTesting", package: "Trestle"),
            ],
            path: "Benchmarks/CollectionViewBenchmarks",
            // As for TableViewBenchmarks: the closures hand the runner's `Benchmark` to the main actor.
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "AutoLayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Trestle", package: "Trestle"),
                .product(name: "TrestleTesting", package: "Trestle"),
            ],
            path: "Benchmarks/AutoLayoutBenchmarks",
            // As for TableViewBenchmarks: the closures hand the runner's `Benchmark` to the main actor.
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

// The pixel host's benchmarks, where the Trestle package has the pixel host: the same test as its
// manifest's (TRESTLE_PIXEL, else pkg-config files for Cairo and Pango in the usual folders).
let pixelHost: Bool = {
    if let request = Context.environment["TRESTLE_PIXEL"], !request.isEmpty { return request != "0" }
    let folders = (Context.environment["PKG_CONFIG_PATH"] ?? "").split(separator: ":").map(String.init) + [
        "/usr/local/lib/x86_64-linux-gnu/pkgconfig", "/usr/local/lib/aarch64-linux-gnu/pkgconfig",
        "/usr/local/lib/pkgconfig", "/usr/local/share/pkgconfig", "/usr/lib/x86_64-linux-gnu/pkgconfig",
        "/usr/lib/aarch64-linux-gnu/pkgconfig", "/usr/lib/pkgconfig", "/usr/share/pkgconfig",
    ]
    return ["cairo", "pangocairo", "pangoft2", "fontconfig", "x11", "cairo-xlib"].allSatisfy { library in
        folders.contains { FileManager.default.fileExists(atPath: "\($0)/\(library).pc") }
    }
}()
if pixelHost {
    package.targets.append(.executableTarget(
        name: "PixelBenchmarks",
        dependencies: [
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: "Trestle", package: "Trestle"),
            .product(name: "TrestlePixel", package: "Trestle"),
            .product(name: "TrestleTesting", package: "Trestle"),
        ],
        path: "Benchmarks/PixelBenchmarks",
        // As for TableViewBenchmarks: the closures hand the runner's `Benchmark` to the main actor.
        swiftSettings: [.swiftLanguageMode(.v5)],
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ))
}

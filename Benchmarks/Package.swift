// swift-tools-version: 6.1

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

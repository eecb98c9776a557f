// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Mawqut",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "mawqut", targets: ["mawqut"]),
        .executable(name: "mawqut-bench", targets: ["MawqutBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "PrayerCalc"),
        .target(name: "KioskCore", dependencies: ["PrayerCalc"]),
        .target(name: "Storage", dependencies: ["KioskCore", .product(name: "GRDB", package: "GRDB.swift")]),
        .executableTarget(
            name: "mawqut",
            dependencies: [
                "PrayerCalc",
                "KioskCore",
                "Storage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "MawqutBench", dependencies: ["PrayerCalc", "KioskCore"]),
        .testTarget(name: "PrayerCalcTests", dependencies: ["PrayerCalc"]),
        .testTarget(name: "KioskCoreTests", dependencies: ["KioskCore"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),
        .testTarget(name: "MawqutCLITests", dependencies: ["mawqut"]),
    ],
    swiftLanguageModes: [.v6]
)

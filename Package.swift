// swift-tools-version: 6.0
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
    ],
    targets: [
        .target(name: "PrayerCalc"),
        .target(name: "KioskCore", dependencies: ["PrayerCalc"]),
        .executableTarget(
            name: "mawqut",
            dependencies: [
                "PrayerCalc",
                "KioskCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "MawqutBench", dependencies: ["PrayerCalc"]),
        .testTarget(name: "PrayerCalcTests", dependencies: ["PrayerCalc"]),
        .testTarget(name: "KioskCoreTests", dependencies: ["KioskCore"]),
        .testTarget(name: "MawqutCLITests", dependencies: ["mawqut"]),
    ],
    swiftLanguageModes: [.v6]
)

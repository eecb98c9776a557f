// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Mawqut",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "mawqut", targets: ["mawqut"]),
        .executable(name: "mawqut-http", targets: ["MawqutHTTP"]),
        .executable(name: "mawqut-bench", targets: ["MawqutBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(name: "PrayerCalc"),
        .target(name: "KioskCore", dependencies: [
            "PrayerCalc",
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "CryptoExtras", package: "swift-crypto"),
        ]),
        .systemLibrary(name: "CAlsa", pkgConfig: "alsa", providers: [.apt(["libasound2-dev"])]),
        .systemLibrary(name: "CMpg123", pkgConfig: "libmpg123", providers: [.apt(["libmpg123-dev"])]),
        .systemLibrary(name: "CRubberBand", pkgConfig: "rubberband", providers: [.apt(["librubberband-dev"])]),
        .target(name: "AudioALSA", dependencies: ["KioskCore", "CAlsa", "CMpg123", "CRubberBand"]),
        .systemLibrary(name: "CFribidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .target(name: "CTextWidth"),
        .target(name: "ArabicText", dependencies: ["CFribidi", "CTextWidth"]),
        .target(name: "TerminalUI", dependencies: ["KioskCore", "Scripture", "ArabicText"]),
        .systemLibrary(name: "CNcursesw", pkgConfig: "ncursesw", providers: [.apt(["libncursesw5-dev"])]),
        .target(name: "CTerminalRestore"),
        .target(name: "CTerminalCodes", linkerSettings: [.linkedLibrary("ncursesw")]),
        .systemLibrary(name: "CMosquitto", pkgConfig: "libmosquitto", providers: [.apt(["libmosquitto-dev"])]),
        .target(name: "MQTTClient", dependencies: ["CMosquitto"]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "CClockStatus"),
        .target(name: "CursesBackend", dependencies: ["TerminalUI", "CNcursesw", "CTerminalRestore", "CTerminalCodes"],
                linkerSettings: [.linkedLibrary("ncursesw")]),
        .target(name: "Scripture"),
        .target(name: "Storage", dependencies: ["KioskCore", "Scripture", .product(name: "GRDB", package: "GRDB.swift")]),
        .target(name: "MawqutCommon", dependencies: [
            "PrayerCalc", "KioskCore", "Storage", .product(name: "Logging", package: "swift-log"),
        ]),
        .target(
            name: "KioskApp",
            dependencies: [
                "MawqutCommon", "PrayerCalc", "KioskCore", "Storage", "AudioALSA", "TerminalUI", "CursesBackend", "CClockStatus", "Scripture", "MQTTClient",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "mawqut",
            dependencies: [
                "PrayerCalc",
                "KioskCore",
                "KioskApp",
                "MawqutCommon",
                "Storage",
                "AudioALSA",
                "TerminalUI",
                "CursesBackend",
                "CZlib",
                "Scripture",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "MawqutHTTP"),
        .executableTarget(name: "MawqutBench", dependencies: ["PrayerCalc", "KioskCore", "AudioALSA", "Storage"]),
        .testTarget(name: "PrayerCalcTests", dependencies: ["PrayerCalc"]),
        .testTarget(name: "KioskCoreTests", dependencies: ["KioskCore"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage"]),
        .testTarget(name: "ArabicTextTests", dependencies: ["ArabicText"]),
        .testTarget(name: "ScriptureTests", dependencies: ["Scripture"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"], exclude: ["Golden"]),
        .testTarget(name: "AudioALSATests", dependencies: ["AudioALSA"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MawqutCommonTests", dependencies: ["MawqutCommon"]),
        .testTarget(name: "KioskAppTests", dependencies: ["KioskApp", "MawqutCommon"]),
        .testTarget(name: "FuzzTests", dependencies: ["PrayerCalc", "KioskCore", "Scripture", "AudioALSA"]),
        .testTarget(name: "MawqutCLITests", dependencies: ["mawqut", "KioskApp", "MawqutCommon"]),
    ],
    swiftLanguageModes: [.v6]
)

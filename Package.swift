// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Mawqut",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "mawqut", targets: ["mawqut"]),
        .executable(name: "mawqut-kiosk", targets: ["MawqutKiosk"]),
        .executable(name: "mawqut-http", targets: ["MawqutHTTP"]),
        .executable(name: "mawqut-admin", targets: ["MawqutAdmin"]),
        .executable(name: "mawqut-bench", targets: ["MawqutBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The admin page's server; its optional traits (swift-configuration, full Foundation) are not used.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .target(name: "ZoneInfo"),
        .target(name: "PrayerCalc", dependencies: ["ZoneInfo", "FileFormats"]),
        // Text formats the product reads and writes: JSON that keeps its order, CSV, quoting, signed payloads.
        .target(name: "FileFormats", dependencies: ["SystemCrypto"]),
        // The words in each language: gettext catalogues (.mo) read per language, plural rules, BCP 47 tags.
        .target(name: "Messages"),
        // The settings: the model, the validating configuration reader, the form's fields, the PIN, the mosque's sections.
        .target(name: "MosqueSettings", dependencies: ["FileFormats", "PrayerCalc", "ZoneInfo", "SystemCrypto", "PasswordHash", "Messages"]),
        // The schedule: the day's times with iqama, the adhan state machine, who plays, the simulator.
        .target(name: "KioskCore", dependencies: ["MosqueSettings", "FileFormats", "PrayerCalc", "ZoneInfo", "Messages"]),
        .systemLibrary(name: "CAlsa", pkgConfig: "alsa", providers: [.apt(["libasound2-dev"])]),
        .systemLibrary(name: "CMpg123", pkgConfig: "libmpg123", providers: [.apt(["libmpg123-dev"])]),
        .systemLibrary(name: "CRubberBand", pkgConfig: "rubberband", providers: [.apt(["librubberband-dev"])]),
        // Threads of their own without Foundation's Thread (POSIX threads).
        .target(name: "CThreadName"),
        .target(name: "Threads", dependencies: ["CThreadName"]),
        .target(name: "AudioALSA", dependencies: ["FileFormats", "KioskCore", "Threads", "CAlsa", "CMpg123", "CRubberBand"]),
        .systemLibrary(name: "CFribidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .target(name: "CTextWidth"),
        .target(name: "ArabicText", dependencies: ["CFribidi", "CTextWidth"]),
        .target(name: "TerminalUI", dependencies: ["FileFormats", "MosqueSettings", "KioskCore", "ZoneInfo", "Scripture", "ArabicText", "Messages"]),
        .systemLibrary(name: "CNcursesw", pkgConfig: "ncursesw", providers: [.apt(["libncursesw5-dev"])]),
        .target(name: "CTerminalRestore"),
        .target(name: "CTerminalCodes", linkerSettings: [.linkedLibrary("ncursesw")]),
        .target(name: "CMosquitto"),
        // libqrencode, opened with dlopen when a wall asks for a QR code.
        .target(name: "CQRCode"),
        .target(name: "MQTTClient", dependencies: ["CMosquitto"]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "CClockStatus"),
        .target(name: "CMemoryRelease"),
        .target(name: "CursesBackend", dependencies: ["MosqueSettings", "TerminalUI", "CNcursesw", "CTerminalRestore", "CTerminalCodes"],
                linkerSettings: [.linkedLibrary("ncursesw")]),
        .target(name: "Scripture", dependencies: ["FileFormats"]),
        // The system's SQLite, and the small layer over it the databases use (connections, statements, migrations).
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "CSearchRank", dependencies: ["CSQLite"]),
        .target(name: "SQLite", dependencies: ["CSQLite", "CSearchRank"]),
        .target(name: "Storage", dependencies: ["FileFormats", "MosqueSettings", "KioskCore", "Scripture", "ZoneInfo", "SQLite"]),
        .target(name: "MawqutCommon", dependencies: [
            "FileFormats", "MosqueSettings", "PrayerCalc", "ZoneInfo", "KioskCore", "Scripture", "Storage", "Messages", .product(name: "Logging", package: "swift-log"),
        ]),
        // What the two command-line executables share: the arguments, the console, the hand-over to the kiosk.
        .target(name: "MawqutCommandLine", dependencies: [
            "FileFormats", "MosqueSettings", "MawqutCommon", "PrayerCalc", "Scripture", "Storage", "ArabicText",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(
            name: "KioskApp",
            dependencies: [
                "FileFormats", "MosqueSettings", "MawqutCommon", "PrayerCalc", "ZoneInfo", "KioskCore", "Storage", "AudioALSA", "TerminalUI", "CursesBackend", "CClockStatus", "CMemoryRelease", "Scripture", "MQTTClient", "SystemCrypto", "Threads", "CQRCode", "Messages",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The command people type: one-shot commands for scripts; the kiosk's commands are handed to mawqut-kiosk.
        .executableTarget(name: "mawqut", dependencies: [
            "FileFormats", "MosqueSettings", "PrayerCalc", "ZoneInfo", "KioskCore", "MawqutCommon", "MawqutCommandLine", "Storage", "TerminalUI", "ArabicText", "CZlib", "Scripture", "Messages",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The kiosk: curses, audio and MQTT (mawqut run, play, doctor, mqtt).
        .executableTarget(name: "MawqutKiosk", dependencies: [
            "FileFormats", "MosqueSettings", "KioskApp", "MawqutCommandLine", "MawqutCommon", "PrayerCalc", "ZoneInfo", "KioskCore", "Storage", "AudioALSA", "CursesBackend", "MQTTClient",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // C on libcurl (see its main.c): FoundationNetworking would bring ICU's data.
        .executableTarget(name: "MawqutHTTP", linkerSettings: [.linkedLibrary("curl")]),
        .systemLibrary(name: "CCrypt", pkgConfig: "libcrypt", providers: [.apt(["libcrypt-dev"])]),
        .target(name: "CLibcrypto"),
        .target(name: "SystemCrypto", dependencies: ["CLibcrypto"]),
        .target(name: "PasswordHash", dependencies: ["CCrypt", "SystemCrypto"]),
        .target(name: "AdminWeb", dependencies: [
            "FileFormats", "MosqueSettings", "MawqutCommon", "PrayerCalc", "ZoneInfo", "Storage", "SQLite", "PasswordHash", "Messages",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTLS", package: "hummingbird"),
            .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .executableTarget(name: "MawqutAdmin", dependencies: [
            "MosqueSettings", "AdminWeb", "MawqutCommon", "Storage", "PasswordHash", "ZoneInfo",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "MawqutBench", dependencies: ["MosqueSettings", "PrayerCalc", "ZoneInfo", "KioskCore", "AudioALSA", "Storage", "TerminalUI"]),
        .testTarget(name: "ZoneInfoTests", dependencies: ["ZoneInfo"]),
        .testTarget(name: "PrayerCalcTests", dependencies: ["ZoneInfo", "PrayerCalc"], exclude: ["Morocco"]),
        .testTarget(name: "FileFormatsTests", dependencies: ["FileFormats"]),
        .testTarget(name: "MessagesTests", dependencies: ["Messages"]),
        .testTarget(name: "MosqueSettingsTests", dependencies: ["MosqueSettings", "FileFormats", "PrayerCalc", "ZoneInfo", "Messages"]),
        .testTarget(name: "KioskCoreTests", dependencies: ["FileFormats", "MosqueSettings", "ZoneInfo", "KioskCore", "Messages"]),
        .testTarget(name: "SystemCryptoTests", dependencies: ["SystemCrypto"]),
        .testTarget(name: "SQLiteTests", dependencies: ["SQLite"]),
        .testTarget(name: "StorageTests", dependencies: ["FileFormats", "Storage", "SQLite"]),
        .testTarget(name: "ArabicTextTests", dependencies: ["ArabicText"]),
        .testTarget(name: "ScriptureTests", dependencies: ["Scripture"]),
        .testTarget(name: "TerminalUITests", dependencies: ["FileFormats", "MosqueSettings", "TerminalUI", "Messages"], exclude: ["Golden"]),
        .testTarget(name: "AudioALSATests", dependencies: ["AudioALSA"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MawqutCommonTests", dependencies: ["FileFormats", "MosqueSettings", "MawqutCommon"]),
        .testTarget(name: "KioskAppTests", dependencies: ["MosqueSettings", "ZoneInfo", "KioskApp", "MawqutCommon", "CMemoryRelease"]),
        .testTarget(name: "FuzzTests", dependencies: ["FileFormats", "MosqueSettings", "ZoneInfo", "PrayerCalc", "Scripture", "AudioALSA", "KioskApp"]),
        .testTarget(name: "MawqutCLITests", dependencies: ["FileFormats", "MosqueSettings", "ZoneInfo", "mawqut", "MawqutKiosk", "MawqutCommandLine", "KioskApp", "KioskCore", "MawqutCommon", "Messages"]),
        .testTarget(name: "AdminWebTests", dependencies: [
            "MosqueSettings", "ZoneInfo", "AdminWeb", "MawqutAdmin", "PasswordHash",
            .product(name: "HummingbirdTesting", package: "hummingbird"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)

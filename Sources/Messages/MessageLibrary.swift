import FoundationEssentials
import Glibc

/// The catalogues a copy of Mawqut carries: `<folder>/LANG/LC_MESSAGES/mawqut.mo`, as
/// `make` compiles them from `po/LANG.po` (into `.build/locale`) and installs them (into
/// `<prefix>/share/locale`). Read once; each language's `Words` are looked up per use, so
/// the admin server answers each request in its own language (gettext's `LANGUAGE` is
/// process-wide).
public struct MessageLibrary: Sendable {
    /// The gettext domain: the catalogues' file name.
    public static let domain = "mawqut"

    /// The catalogues by their folder's name (`fr`, `pt_BR`).
    let catalogues: [String: MessageCatalog]
    /// Each catalogue's words, made once: a screen asks for them every frame.
    private let wordsByName: [String: Words]
    /// Catalogues that could not be read, with why: shown as a problem, never a crash.
    public let problems: [String]

    public init(catalogues: [String: MessageCatalog], problems: [String] = []) {
        self.catalogues = catalogues
        self.problems = problems
        wordsByName = Dictionary(uniqueKeysWithValues: catalogues.compactMap { name, catalogue in
            LanguageTag(name).map { (name, Words(language: $0, catalogue: catalogue)) }
        })
    }

    /// Reads every catalogue in `folder`; an empty library when the folder is absent.
    public init(folder: URL) {
        var catalogues: [String: MessageCatalog] = [:]
        var problems: [String] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() {
            let file = folder.appendingPathComponent(name).appendingPathComponent("LC_MESSAGES/\(Self.domain).mo")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            do {
                guard let data = FileManager.default.contents(atPath: file.path) else {
                    problems.append("\(file.path): could not be read")
                    continue
                }
                catalogues[name] = try MessageCatalog(mo: Array(data))
            } catch {
                problems.append("\(file.path): \(error)")
            }
        }
        self.init(catalogues: catalogues, problems: problems)
    }

    /// The languages there are words for: English and every catalogue, as tags.
    public var languages: [LanguageTag] {
        [.english] + catalogues.keys.sorted().compactMap(LanguageTag.init).filter { $0 != .english }
    }

    /// Whether `tag` (or a less specific form of it) has a catalogue, or is English.
    public func has(_ tag: LanguageTag) -> Bool {
        tag.language == "en" || tag.catalogueNames.contains { catalogues[$0] != nil }
    }

    /// The words of `tag`: its most specific catalogue (`pt_BR`, else `pt`); English
    /// where there is none.
    public func words(_ tag: LanguageTag) -> Words {
        if tag.language == "en", tag.subtags.isEmpty { return .english }
        return tag.catalogueNames.lazy.compactMap { wordsByName[$0] }.first ?? .english
    }

    /// The installed catalogues (`MessageLibrary.folder`), read once per process.
    public static let installed = MessageLibrary(folder: folder)

    /// Where the catalogues are: `$MAWQUT_LOCALE`; else `share/locale` under the running
    /// program's prefix (`/usr` for `/usr/bin/mawqut` and `/usr/lib/mawqut/mawqut-kiosk`)
    /// when it holds Mawqut's; else the nearest `locale` folder above the program holding
    /// them (a source build's `.build/locale`).
    public static var folder: URL {
        if let override = getenv("MAWQUT_LOCALE").map({ String(cString: $0) }), !override.isEmpty { return URL(fileURLWithPath: override) }
        let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var folder = (link.map(URL.init(fileURLWithPath:)) ?? URL(fileURLWithPath: CommandLine.arguments[0])).deletingLastPathComponent()
        let prefix = folder.lastPathComponent == "mawqut" ? folder.deletingLastPathComponent().deletingLastPathComponent() : folder.deletingLastPathComponent()
        let installed = prefix.appendingPathComponent("share/locale")
        if holdsCatalogues(installed) { return installed }
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("locale")
            if holdsCatalogues(candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return installed
    }

    static func holdsCatalogues(_ folder: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/LC_MESSAGES/\(domain).mo").path) }
    }
}

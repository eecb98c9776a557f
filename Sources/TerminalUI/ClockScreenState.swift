import FoundationEssentials
import KioskCore
import MosqueSettings
import PrayerCalc

/// Everything the clock screen shows, as plain values.
///
/// A value type whose fields but the instant and the revision live in one shared,
/// copy-on-write store: the kiosk copies a state each second to move it to the next
/// instant, and copying the fields themselves (the settings alone hold dozens of
/// strings and arrays) retained and released about a hundred references a second,
/// measured under callgrind at a fifth of an idle second's instructions.
public struct ClockScreenState: Sendable {
    public var now: Date
    /// A number given by a caller that keeps states from second to second: two states
    /// with the same revision were made from the same inputs and differ in `now` alone,
    /// so their frame keys compare without comparing settings, status, log and texts
    /// again (`ClockScreen.FrameKey`). Nil (states made once): everything is compared.
    public var revision: Int?
    /// Where the fields but the instant live; a frame key holds it (`ClockScreen.FrameKey`),
    /// and a state whose store is so held gets its own before a field changes.
    private(set) var store: Store

    public init(now: Date, settings: Settings, status: ClockStatus?, log: [PrayerKey: PrayerLogStatus] = [:],
                sound: SoundLine = SoundLine(), problems: [KioskProblem] = []) {
        self.now = now
        store = Store(Fields(settings: settings, status: status, log: log, sound: sound, problems: problems))
    }

    public var settings: Settings {
        _read { yield store.fields.settings }
        _modify { makeStoreUnique(); yield &store.fields.settings }
    }

    public var status: ClockStatus? {
        _read { yield store.fields.status }
        _modify { makeStoreUnique(); yield &store.fields.status }
    }

    /// The played log for the rows shown.
    public var log: [PrayerKey: PrayerLogStatus] {
        _read { yield store.fields.log }
        _modify { makeStoreUnique(); yield &store.fields.log }
    }

    /// What plays, or waits, or why nothing can: the line every screen keeps.
    public var sound: SoundLine {
        _read { yield store.fields.sound }
        _modify { makeStoreUnique(); yield &store.fields.sound }
    }

    /// Problems for the status line (configuration, data, clock, times source), shown
    /// in turn; `p` lists them all.
    public var problems: [KioskProblem] {
        _read { yield store.fields.problems }
        _modify { makeStoreUnique(); yield &store.fields.problems }
    }

    /// Something to know that is not a problem (a follower's schedule source), shown when nothing is wrong.
    public var notice: String? {
        _read { yield store.fields.notice }
        _modify { makeStoreUnique(); yield &store.fields.notice }
    }

    /// The hadith of the day, shown whole when it fits `ClockScreen.quoteRoom` (the kiosk picks one that does).
    public var quote: Quote? {
        _read { yield store.fields.quote }
        _modify { makeStoreUnique(); yield &store.fields.quote }
    }

    /// Set while no configuration can be used: why, and what to do. The screen then
    /// shows the time and this, and no prayer times.
    public var unconfigured: String? {
        _read { yield store.fields.unconfigured }
        _modify { makeStoreUnique(); yield &store.fields.unconfigured }
    }

    /// The current announcements' texts (control characters removed), shown in turn.
    public var announcements: [String] {
        _read { yield store.fields.announcements }
        _modify { makeStoreUnique(); yield &store.fields.announcements }
    }

    /// The Eid prayers to announce now (`Settings.eidPrayersShown(at:)`).
    public var eid: [EidPrayer] {
        _read { yield store.fields.eid }
        _modify { makeStoreUnique(); yield &store.fields.eid }
    }

    /// While no account exists: the admin page's address and the setup code that claims it.
    public var claim: Claim? {
        _read { yield store.fields.claim }
        _modify { makeStoreUnique(); yield &store.fields.claim }
    }

    /// A QR code the hall layout shows in the notices' place when there is room: to the
    /// mosque's page (`display.qrCode`), or while the admin page is unclaimed to its claim page.
    public var qrCode: QRCodeImage? {
        _read { yield store.fields.qrCode }
        _modify { makeStoreUnique(); yield &store.fields.qrCode }
    }

    /// Whether the key footer is on screen: always on the home layout (a terminal at home
    /// has its keyboard); on the hall layout only for a while after a key (a wall has
    /// none, and the row goes to what the congregation reads).
    public var keyHints: Bool {
        _read { yield store.fields.keyHints }
        _modify { makeStoreUnique(); yield &store.fields.keyHints }
    }

    /// The unclaimed admin page.
    public struct Claim: Sendable, Equatable {
        public let address: String
        public let code: String

        public init(address: String, code: String) {
            self.address = address
            self.code = code
        }
    }

    /// A short text with its reference.
    public struct Quote: Sendable, Equatable {
        public let text: String
        public let reference: String

        public init(text: String, reference: String) {
            self.text = text
            self.reference = reference
        }
    }

    /// The fields the states copied from one another share until one of them changes.
    struct Fields: Equatable, Sendable {
        var settings: Settings
        var status: ClockStatus?
        var log: [PrayerKey: PrayerLogStatus]
        var sound: SoundLine
        var problems: [KioskProblem]
        var notice: String?
        var quote: Quote?
        var unconfigured: String?
        var announcements: [String] = []
        var eid: [EidPrayer] = []
        var claim: Claim?
        var qrCode: QRCodeImage?
        var keyHints = true
    }

    /// Shared by copies of a state; written only through `makeStoreUnique`, so a store
    /// another state or a frame key holds is never changed (which is what makes it safe to send).
    final class Store: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    /// Gives this state a store of its own before a field changes.
    private mutating func makeStoreUnique() {
        if !isKnownUniquelyReferenced(&store) { store = Store(store.fields) }
    }
}

import FoundationEssentials
import KioskCore
import MawqutCommon
import Storage
import TerminalUI

/// What the kiosk tells the admin page through the state database, and what it
/// reads back there: its heartbeat and problems, the page's setup code while it is
/// unclaimed, and timetables imported while it runs.
struct DisplayStatusReport {
    /// The heartbeat is written this often (and at once when the problems change).
    static let heartbeatSeconds: TimeInterval = 60
    /// The setup code is looked for this often.
    static let claimSeconds: TimeInterval = 5
    /// Imported timetables are looked for this often.
    static let timetableSeconds: TimeInterval = 60

    var startedAt: Date?
    var lastHeartbeat = -TimeInterval.infinity
    var reportedProblems: [KioskProblem]?
    var reportedScreen: DisplayStatusStore.Screen??
    /// The admin page's last request to wake the screen, as first seen; nil before the first look.
    var screenWakeSeen: Date??
    var lastClaimCheck = -TimeInterval.infinity
    var claim: ClockScreenState.Claim?
    /// The admin server's address as it last reported it (for the wall's QR code to its public page).
    var adminAddress: String?
    var lastTimetableCheck = -TimeInterval.infinity
    /// The import seen at the last look; nil before the first look.
    var timetableImport: Date??
}

extension KioskRuntime {
    /// Once a minute, and whenever the problems change: the heartbeat the admin page shows.
    func reportDisplayStatus() {
        guard let state = ports.state else { return }
        let problems = currentProblems
        let screen = screenReport
        let real = uptime()
        guard real - statusReport.lastHeartbeat >= DisplayStatusReport.heartbeatSeconds || problems != statusReport.reportedProblems
            || statusReport.reportedScreen != .some(screen) else { return }
        statusReport.lastHeartbeat = real
        statusReport.reportedProblems = problems
        statusReport.reportedScreen = .some(screen)
        let role = manager.settings.mqtt.map { $0.role == .follower ? "follower" : "primary" } ?? "standalone"
        let startedAt = statusReport.startedAt ?? now
        statusReport.startedAt = startedAt
        let kiosk = DisplayStatusStore.Kiosk(heartbeat: Date(), startedAt: startedAt, problems: problems, role: role,
                                             primaryName: mqtt?.schedule?.primary, configured: configured, screen: screen)
        do {
            try DisplayStatusStore(database: state).write(kiosk)
        } catch {
            log.error("the heartbeat for the admin page could not be written to the state database: \(error)")
        }
    }

    /// Every few seconds: while the admin page has no account, its address and code for the wall.
    func lookForAdminClaim() {
        guard let state = ports.state else { return }
        let real = uptime()
        guard real - statusReport.lastClaimCheck >= DisplayStatusReport.claimSeconds else { return }
        statusReport.lastClaimCheck = real
        let store = DisplayStatusStore(database: state)
        followScreenWakeRequests(store)
        let page = try? store.adminPage()
        statusReport.adminAddress = page?.address
        let claim = page.flatMap { page in page.code(at: Date()).map { ClockScreenState.Claim(address: page.address, code: $0) } }
        if claim != statusReport.claim {
            if let claim { log.info("the admin page \(claim.address) is unclaimed: the wall shows its setup code") }
            statusReport.claim = claim
        }
    }

    /// The screen's power for the admin page; nil while it is always on and was never switched.
    var screenReport: DisplayStatusStore.Screen? {
        guard manager.settings.display.power.schedule != .alwaysOn || screenPower.switched != nil else { return nil }
        return DisplayStatusStore.Screen(isOn: screenPower.keeper.isOn, sleepsUntil: screenPower.sleepsUntil,
                                         switchedBy: screenPower.screenSwitch?.description ?? "")
    }

    /// A wake asked for on the admin page since the last look (one asked before the
    /// kiosk started, or more than two minutes ago, is old news). Looked for only while
    /// the screen may sleep.
    private func followScreenWakeRequests(_ store: DisplayStatusStore) {
        // A screen that never sleeps has nothing to wake: no read for it.
        guard manager.settings.display.power.schedule != .alwaysOn || !screenPower.keeper.isOn else { return }
        let request = try? store.screenWakeRequest()
        defer { statusReport.screenWakeSeen = .some(request?.at) }
        guard let seen = statusReport.screenWakeSeen, let request, request.at != seen,
              abs(Date().timeIntervalSince(request.at)) < 120 else { return }
        log.info("the admin page (\(request.account)) asked to wake the screen")
        wakeScreen(by: .admin)
    }

    /// Once a minute: a mosque timetable imported by the admin page or a command is put in use.
    func followTimetableImports() {
        guard let state = ports.state else { return }
        let real = uptime()
        guard real - statusReport.lastTimetableCheck >= DisplayStatusReport.timetableSeconds else { return }
        statusReport.lastTimetableCheck = real
        let store = TimetableStore(database: state, kind: .mosque)
        let imported = (try? store.lastImport()) ?? nil
        defer { statusReport.timetableImport = .some(imported) }
        guard let seen = statusReport.timetableImport, imported != seen, manager.settings.source == .timetable,
              let days = try? store.all() else { return }
        log.info("a mosque timetable imported while the clock runs is in use: \(days.count) days")
        execute(manager.handle(.publishedTimes(days)))
        checkIqamas()
    }

    /// After a configuration change: the published times the new one asks for.
    func reloadPublishedTimes() {
        guard let state = ports.state, manager.settings.source != .aladhan,
              let days = try? PublishedTimes.load(for: manager.settings, database: state) else { return }
        execute(manager.handle(.publishedTimes(days)))
    }
}

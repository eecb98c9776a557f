import FileFormats
import FoundationEssentials
import KioskCore
import Logging
import Messages
import MawqutCommon
import MosqueSettings
import MQTTClient
import PrayerCalc
import Storage

/// The kiosk's side of one broker connection: what was last published (so that
/// only changes are sent), how the connection is, and where the schedule comes from.
final class MQTTLink {
    let settings: MQTTSettings
    let publications: MQTTPublications
    let connection: MQTTConnection
    var connected = false
    /// What is wrong with the connection or with what arrived, for the status line.
    var problem: String?
    /// A follower's schedule: whose, and since when it is in use.
    var schedule: (primary: String, since: Date)?
    /// The minute (since 1970) the next prayer and the day were last published in; nil: publish at the next tick.
    var publishedMinute: Int?
    var lastTimes: String?
    /// What was last said to be playing; `.none`: nothing said yet since connecting.
    var lastPlaying: SoundLabel??
    var lastShared: [[String]: OrderedJSON]?
    /// The key schedules and commands are signed with (`SignedPayload`); nil: none, and why.
    let key: SignedPayload.Key?
    let keyProblem: String?
    /// Schedules and commands refused since the start (forged, replayed, unsigned), for the status line.
    var refused = 0

    init(settings: MQTTSettings, publications: MQTTPublications, connection: MQTTConnection, key: SignedPayload.Key?, keyProblem: String?) {
        self.settings = settings
        self.publications = publications
        self.connection = connection
        self.key = key
        self.keyProblem = keyProblem
    }

    /// Forgets what was published, so that everything is sent again (after a reconnection).
    func forgetPublished() {
        publishedMinute = nil
        lastTimes = nil
        lastPlaying = nil
        lastShared = nil
    }
}

extension KioskRuntime {
    /// Connects to the broker the configuration names (nothing without an `mqtt` section).
    func startMQTT() {
        guard let settings = manager.settings.mqtt else { return }
        let clientId = settings.clientId ?? MQTTSettings.defaultClientId(hostName: ProcessInfo.processInfo.hostName)
        let publications = MQTTPublications(topic: settings.topic, clientId: clientId)
        let password: String?
        do {
            password = try MQTTProbe.password(settings, dataDirectory: ports.dataDirectory)
        } catch {
            reportMQTT("mqtt.passwordFile: \(error.description); not connecting to the broker")
            return
        }
        do {
            let connection = try MQTTConnection(
                clientId: clientId, endpoint: MQTTEndpoint(host: settings.broker.host, port: settings.broker.port, tls: settings.broker.tls),
                username: settings.username, password: password, will: publications.status(online: false),
                events: { [weak self] event in
                    guard let runtime = self else { return }
                    runtime.queue.async { runtime.mqttEvent(event) }
                })
            var key: SignedPayload.Key?
            var keyProblem: String?
            do {
                key = try MQTTProbe.key(settings, dataDirectory: ports.dataDirectory)
                if key == nil {
                    keyProblem = "MQTT: no key at \(MQTTProbe.keyPath(settings, dataDirectory: ports.dataDirectory)): "
                        + (settings.role == .follower ? "this follower takes no schedule and no command" : "followers refuse this screen's schedule")
                        + " (run mawqut mqtt secret on the primary and copy mqtt.key to each follower)"
                }
            } catch {
                keyProblem = "MQTT: \(error.description)"
            }
            let link = MQTTLink(settings: settings, publications: publications, connection: connection, key: key, keyProblem: keyProblem)
            mqtt = link
            if let keyProblem { reportMQTT(keyProblem) }
            if settings.role == .follower {
                connection.subscribe(publications.configTopic)
                useStoredSchedule(link)
            }
            connection.subscribe(publications.commandTopic)
            try connection.start()
            log.info("MQTT: connecting to \(settings.broker.host):\(settings.broker.port) as \(clientId) on \(settings.topic) (\(settings.role.rawValue))")
        } catch {
            reportMQTT("MQTT: \(error.description)")
        }
    }

    /// Says goodbye (`offline`, retained) and disconnects.
    func stopMQTT() {
        guard let link = mqtt else { return }
        link.connection.stop(farewell: link.publications.status(online: false))
        mqtt = nil
    }

    /// A changed `mqtt` section reconnects; a primary publishes its schedule when it changed.
    func mqttSettingsApplied() {
        if mqtt?.settings != manager.settings.mqtt {
            stopMQTT()
            startMQTT()
        }
        mqtt?.publishedMinute = nil
        publishSharedSchedule()
    }

    // The status line's MQTT part: a problem, or where a follower's schedule comes from.
    /// What is wrong with the connection to the broker or a message from it.
    var mqttProblem: KioskProblem? {
        guard let problem = mqtt?.problem else { return nil }
        // TRANSLATORS: what to do when the MQTT link (between several screens of a mosque) fails; "Several screens in one mosque" is a README section's English title.
        let advice = Phrase.tr("The clock keeps running on the schedule it has. mawqut doctor checks the broker; see the README, Several screens in one mosque.")
        return KioskProblem(.verbatim(problem), advice: advice)
    }

    /// A follower's schedule source: worth knowing, not a problem.
    var mqttNotice: String? {
        guard let schedule = mqtt?.schedule else { return nil }
        let zone = manager.settings.location.timeZone
        let since = TimeText(timeZone: zone).clock(schedule.since, format: manager.settings.display.clock)
        return "schedule from the primary \(schedule.primary) since \(CivilDate(containing: schedule.since, in: zone)) \(since)"
    }

    func mqttPublish(_ messages: [MQTTMessage]) {
        guard let link = mqtt else { return }
        for message in messages where !link.connection.publish(message) {
            log.warning("MQTT: could not queue \(message.payload.count) bytes on \(message.topic)")
        }
    }

    /// Once a minute (and at once after a connection or a settings change) the next
    /// prayer, and the day's times when they differ from those last published.
    func publishMQTTState() {
        let minute = Int((now.timeIntervalSince1970 / 60).rounded(.down))
        guard let link = mqtt, link.connected, link.publishedMinute != minute, let status = manager.status(at: now) else { return }
        link.publishedMinute = minute
        if let next = status.nextPrayer {
            mqttPublish([link.publications.next(next, now: now, zone: manager.settings.location.timeZone)])
        }
        let times = link.publications.times(status.day, settings: manager.settings)
        if let first = times.first, String(decoding: first.payload, as: UTF8.self) != link.lastTimes {
            link.lastTimes = String(decoding: first.payload, as: UTF8.self)
            mqttPublish(times)
        }
    }

    func publishMQTTPlaying() {
        guard let link = mqtt, link.connected else { return }
        let playing = sound.nowPlaying
        if let last = link.lastPlaying, last == playing { return }
        link.lastPlaying = .some(playing)
        mqttPublish(link.publications.playing(playing))
    }

    /// A primary's schedule settings, retained on `<topic>/config` whenever they change.
    func publishSharedSchedule() {
        guard let link = mqtt, link.connected, link.settings.role == .primary else { return }
        guard let path = ports.configWatcher.path else {
            reportMQTT("MQTT: the schedule is not shared while command-line overrides are in force")
            return
        }
        let data = FileManager.default.contents(atPath: path)
        guard let key = link.key else { return }
        do {
            let schedule = try SharedSchedule(config: data, mosque: link.settings.topic, primary: link.publications.clientId, at: now)
            guard schedule.values != link.lastShared else { return }
            guard let sequence = try? ports.state.map({ try MQTTSequenceStore(database: $0).nextToSend(topic: link.settings.topic) }) else {
                log.error("MQTT: the schedule was not published: its sequence number cannot be kept in the state database")
                return
            }
            var message = link.publications.config(schedule)
            message.payload = try SignedPayload.seal(message.payload, sequence: sequence, key: key)
            link.lastShared = schedule.values
            mqttPublish([message])
            log.info("MQTT: schedule settings published on \(link.publications.configTopic)")
        } catch {
            log.warning("MQTT: the schedule settings were not published: \(error)")
        }
    }

    func mqttEvent(_ event: MQTTConnection.Event) {
        guard let link = mqtt else { return }
        switch event {
        case .connected:
            link.connected = true
            link.problem = nil
            link.forgetPublished()
            log.info("MQTT: connected to \(link.settings.broker.host):\(link.settings.broker.port)")
            mqttPublish([link.publications.status(online: true)])
            if link.settings.homeAssistant {
                // Home Assistant's buttons send plain commands, which only a primary takes (a follower takes signed ones).
                mqttPublish(HomeAssistantDiscovery(publications: link.publications, prefix: link.settings.discoveryPrefix,
                                                   buttons: link.settings.acceptCommands && link.settings.role == .primary).messages)
            }
            publishSharedSchedule()
            publishMQTTState()
            publishMQTTPlaying()
        case .refused(let reason):
            link.connected = false
            reportMQTT("MQTT: the broker refused the connection (\(reason))")
        case .disconnected(let reason):
            link.connected = false
            reportMQTT("MQTT: \(reason)")
        case .message(let message):
            if message.topic == link.publications.configTopic, link.settings.role == .follower {
                receiveSchedule(message, link: link)
            } else if message.topic == link.publications.commandTopic {
                obey(message, link: link)
            }
        }
        redraw()
    }

    /// Puts a status-line problem up and logs it once.
    private func reportMQTT(_ problem: String) {
        if mqtt?.problem != problem { log.warning("\(problem)") }
        mqtt?.problem = problem
    }

    /// A follower at start: the schedule kept from the last time the primary was heard.
    private func useStoredSchedule(_ link: MQTTLink) {
        guard let store = ports.sharedSchedules,
              let (schedule, receivedAt) = SharedScheduleFile.stored(mosque: link.settings.topic, in: store) else { return }
        ports.configWatcher.overlay = schedule
        link.schedule = (schedule.primary, receivedAt)
        checkConfiguration(force: true)
    }

    /// A schedule from the primary: checked like the file, kept, and put in use; refused with the key named otherwise.
    private func receiveSchedule(_ message: MQTTMessage, link: MQTTLink) {
        let topic = message.topic
        guard !message.payload.isEmpty else { return }
        guard let (payload, sequence) = verified(message, link: link, kind: .schedule, what: "schedule") else { return }
        let schedule: SharedSchedule
        do {
            schedule = try SharedSchedule.parse(payload, expectedMosque: link.settings.topic)
        } catch {
            reportMQTT("MQTT \(topic): refused: \(error.description)")
            return
        }
        recordSequence(sequence, .schedule, link: link)
        // The same schedule again (the primary republishes it when it reconnects): nothing to do.
        if let current = ports.configWatcher.overlay, current.primary == schedule.primary, current.values == schedule.values { return }
        guard ports.configWatcher.path != nil else {
            reportMQTT("MQTT \(topic): not applied: command-line overrides are in force")
            return
        }
        let previous = ports.configWatcher.overlay
        ports.configWatcher.overlay = schedule
        switch ports.configWatcher.poll(force: true) {
        case .changed(let settings, _):
            do {
                try ports.sharedSchedules?.store(schedule.payload, mosque: link.settings.topic, at: now)
            } catch {
                log.error("MQTT: the schedule from \(schedule.primary) is in use but could not be kept for a restart: \(error)")
            }
            link.schedule = (schedule.primary, now)
            link.problem = nil
            log.info("MQTT \(topic): schedule from \(schedule.primary) applied")
            apply(settings)
            publishMQTTState()
        case .invalid(let fault):
            ports.configWatcher.overlay = previous
            reportMQTT("MQTT \(topic): refused: \(fault.problems.first ?? "")")
            log.warning("MQTT \(topic): the schedule from \(schedule.primary) was refused; the one in use stays:\n\(fault)")
        case .missing(let reason):
            ports.configWatcher.overlay = previous
            reportMQTT("MQTT \(topic): refused: \(reason)")
            log.warning("MQTT \(topic): the schedule from \(schedule.primary) was refused; the one in use stays:\n\(reason)")
        case .unchanged:
            ports.configWatcher.overlay = previous
        }
    }

    /// A signed message's payload when it verifies with this display's key and is newer
    /// than the last applied; anything else is refused, counted and logged with why.
    private func verified(_ message: MQTTMessage, link: MQTTLink, kind: MQTTSequenceStore.Kind, what: String) -> ([UInt8], UInt64)? {
        let last: UInt64 = ports.state.flatMap { try? MQTTSequenceStore(database: $0).last(kind, topic: link.settings.topic) } ?? 0
        let reason: String
        if let key = link.key {
            do throws(SignedPayload.Refusal) {
                let opened = try SignedPayload.open(message.payload, key: key, after: last)
                return (opened.payload, opened.sequence)
            } catch {
                reason = error.description
            }
        } else {
            reason = link.keyProblem ?? "no key"
        }
        link.refused += 1
        log.warning("MQTT \(message.topic): \(what) refused: \(reason)")
        reportMQTT("MQTT: \(link.refused) \(link.refused == 1 ? "message" : "messages") refused (last: \(what), \(reason))")
        return nil
    }

    private func recordSequence(_ sequence: UInt64, _ kind: MQTTSequenceStore.Kind, link: MQTTLink) {
        do {
            try ports.state.map { try MQTTSequenceStore(database: $0).record(sequence, kind, topic: link.settings.topic) }
        } catch {
            log.error("MQTT: the sequence of the applied \(kind.rawValue) could not be kept: \(error)")
        }
    }

    /// A command on `<topic>/cmd`: obeyed only when `mqtt.acceptCommands` is true, always logged.
    /// On a follower it must be signed by the primary (`mawqut mqtt send`); a primary also
    /// takes Home Assistant's plain commands.
    private func obey(_ message: MQTTMessage, link: MQTTLink) {
        var payload = message.payload
        let signed = (try? JSONValue.parse(Data(payload))).map { if case .object(let members) = $0 { members["hmac"] != nil } else { false } } ?? false
        if signed || link.settings.role == .follower {
            guard let (opened, sequence) = verified(message, link: link, kind: .command, what: "command") else { return }
            recordSequence(sequence, .command, link: link)
            payload = opened
        }
        let command: MQTTCommand
        switch MQTTCommand.parse(payload) {
        case .success(let parsed): command = parsed
        case .failure(let error):
            reportMQTT("MQTT \(message.topic): command refused: \(error.description)")
            return
        }
        if let target = command.target, target != link.publications.clientId { return }
        guard link.settings.acceptCommands else {
            log.warning("MQTT \(message.topic): \(command.action.rawValue) ignored: mqtt.acceptCommands is not true")
            return
        }
        log.info("MQTT \(message.topic): \(command.action.rawValue)")
        switch command.action {
        case .stop: run([.kiosk(.stopSound)])
        case .mute: sound(.setMuted(true))
        case .unmute: sound(.setMuted(false))
        case .testAdhan: run([.kiosk(.testAdhan)])
        case .wakeScreen: wakeScreen(by: .mqtt)
        }
    }
}

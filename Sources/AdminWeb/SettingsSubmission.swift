import FoundationEssentials
import Messages
import MosqueSettings

/// A change of one setting, as the page, the file and the audit log name it.
struct SettingChange: Sendable, Equatable {
    /// The configuration key path: `iqama.asr`.
    let field: String
    let label: String
    let old: String
    let new: String

    /// `Iqama · Asr (iqama.asr): 18 → 20`; a PIN is never shown.
    func sentence(_ w: Words) -> String {
        let none = w.tr("(none)")
        return field == SettingsFields.pinID
            ? w.tr("%1$s (%2$s): %3$s", label, field, new.isEmpty ? w.trc("a PIN", "removed") : w.trc("a PIN", "changed"))
            : w.tr("%1$s (%2$s): %3$s → %4$s", label, field, old.isEmpty ? none : old, new.isEmpty ? none : new)
    }
}

/// A setting this person changed that was saved with another value while their page was open.
struct SettingConflict: Sendable, Equatable {
    let field: String
    let label: String
    /// What the page showed when it was opened.
    let original: String
    /// What was saved since.
    let saved: String
    /// What this person typed.
    let typed: String

    func sentence(_ w: Words) -> String {
        func shown(_ value: String) -> String { value.isEmpty ? w.tr("(none)") : value }
        // TRANSLATORS: %1$s a setting's name, %2$s its key, %3$s what was typed, %4$s what was saved meanwhile, %5$s what the page showed.
        return w.tr("%1$s (%2$s): you typed %3$s; %4$s was saved meanwhile (it was %5$s when you opened this page)",
                    label, field, shown(typed), shown(saved), shown(original))
    }
}

/// The settings form of the admin page: the fields of `SettingsFields` (the same
/// table the wall's settings screen draws), each named by its key path, checked by
/// the same `SettingsField.check`, turned into edits by the same `SettingsFields.edits`.
///
/// A save writes only what this person changed (the typed value against the one their
/// page showed, kept in a hidden `original.` field), over what is saved now: changes
/// others saved meanwhile stay. Only a setting both changed, to different values, is a
/// conflict, and then nothing is written.
enum SettingsSubmission {
    enum Outcome: Equatable {
        /// Typed values that are not accepted: nothing written.
        case refused([FieldRefusal])
        /// Settings this person and someone else both changed meanwhile: nothing written.
        case conflict([SettingConflict])
        /// Shared keys sent by a follower's page: nothing written.
        case shared([String])
        case unchanged
        case edits([ConfigEdit], [SettingChange])
    }

    /// The fields the page shows (all but the city search, which the wall's keyboard needs),
    /// what a mosque changes week to week first; a section not named here comes last, in the table's order.
    static func fields(_ w: Words = .english) -> [SettingsField] {
        let first = ["iqama.", "schedule.", "prayers.", "display.nightMode.", "display.", "calculation.adjustments.", "calculation.", "location.",
                     SettingsFields.pinID]
        func rank(_ field: SettingsField) -> Int { first.firstIndex { field.id.hasPrefix($0) } ?? first.count }
        return SettingsFields.all(in: w).enumerated().filter { $0.element.id != SettingsFields.citySearchID }
            .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// The prefix of the hidden fields that carry the values the page was made with.
    static let originalPrefix = "original."

    static func evaluate(_ form: FormData, snapshot: LiveConfiguration.Snapshot, _ w: Words = .english) -> Outcome {
        let current = SettingsFields.values(of: snapshot.settings)
        let fields = fields(w)
        let editable = fields.filter { !snapshot.isShared($0.path) }
        let sentShared = fields.filter { snapshot.isShared($0.path) && form[$0.id] != nil }.map(\.id)
        if !sentShared.isEmpty { return .shared(sentShared) }
        var draft = current
        var refusals: [FieldRefusal] = []
        var conflicts: [SettingConflict] = []
        var newPIN: String?
        for field in editable {
            guard let typed = form[field.id] else { continue }
            if field.id == SettingsFields.pinID {
                if form["settingsPin.remove"] == "on" {
                    newPIN = ""
                } else if !typed.isEmpty {
                    switch field.check(typed) {
                    case .success(let pin): newPIN = pin
                    case .failure(let refusal): refusals.append(refusal)
                    }
                }
                continue
            }
            switch field.check(typed) {
            case .failure(let refusal):
                refusals.append(refusal)
            case .success(let value):
                let now = current[field.id] ?? ""
                let original = form[originalPrefix + field.id] ?? now
                guard value != original else { continue }
                if now != original, now != value {
                    conflicts.append(SettingConflict(field: field.id, label: label(field), original: original, saved: now, typed: value))
                } else {
                    draft[field.id] = value
                }
            }
        }
        if !refusals.isEmpty { return .refused(refusals) }
        if !conflicts.isEmpty { return .conflict(conflicts) }
        var changes = editable.compactMap { field -> SettingChange? in
            guard field.id != SettingsFields.pinID, let old = current[field.id], let new = draft[field.id], old != new else { return nil }
            return SettingChange(field: field.id, label: label(field), old: old, new: new)
        }
        if let newPIN, !(newPIN.isEmpty && snapshot.settings.settingsPinHash == nil) {
            let label = fields.first { $0.id == SettingsFields.pinID }?.label ?? SettingsFields.pinID
            changes.append(SettingChange(field: SettingsFields.pinID, label: label, old: "", new: newPIN.isEmpty ? "" : "set"))
        }
        guard !changes.isEmpty else { return .unchanged }
        do {
            return .edits(try SettingsFields.edits(from: current, to: draft, newPIN: newPIN), changes)
        } catch {
            return .refused([error])
        }
    }

    /// What the page shows after a refusal: what this person typed where they changed a
    /// setting, what is saved now everywhere else; and as the values the page was opened
    /// with, what is saved now for a conflict (so that saving again keeps what was typed)
    /// and what the page showed for the other changes.
    static func refilled(_ form: FormData, snapshot: LiveConfiguration.Snapshot, conflicts: [SettingConflict], _ w: Words = .english)
        -> (values: [String: String], originals: [String: String]) {
        let current = SettingsFields.values(of: snapshot.settings)
        var values = current, originals = current
        let conflicted = Set(conflicts.map(\.field))
        for field in fields(w) where field.id != SettingsFields.pinID {
            guard let typed = form[field.id] else { continue }
            let original = form[originalPrefix + field.id] ?? current[field.id] ?? ""
            let normal = (try? field.check(typed).get()) ?? typed
            guard normal != original else { continue }
            values[field.id] = typed
            if !conflicted.contains(field.id) { originals[field.id] = original }
        }
        return (values, originals)
    }

    /// `Asr` for an iqama field reads better with its section: `Iqama · Asr`.
    static func label(_ field: SettingsField) -> String { field.section + " · " + field.label }
}

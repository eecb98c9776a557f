import CAlsa
import FoundationEssentials

/// Sets the playback volume of a named ALSA mixer control (for example "PCM" or
/// "Master"), for installations that prefer the card's own volume to software gain.
enum ALSAMixer {
    /// The mixer device for a PCM name: `hw:N` for `hw:N,…`/`plughw:N,…`, else `default`.
    static func card(forDevice device: String) -> String {
        for prefix in ["plughw:", "hw:"] where device.hasPrefix(prefix) {
            let card = device.dropFirst(prefix.count).prefix { $0 != "," }
            return "hw:\(card)"
        }
        return "default"
    }

    /// Sets `control` on the device's card to `percent` of its range.
    static func setVolume(_ percent: Int, control: String, device: String) throws(AudioError) {
        let card = card(forDevice: device)
        func failure(_ reason: String) -> AudioError {
            .deviceUnavailable(card, reason: "mixer control \"\(control)\": \(reason)")
        }
        mawqut_alsa_silence_errors()
        var mixer: OpaquePointer?
        guard snd_mixer_open(&mixer, 0) >= 0, let mixer else { throw failure("cannot open the mixer") }
        defer { snd_mixer_close(mixer) }
        let attached = snd_mixer_attach(mixer, card)
        guard attached >= 0 else { throw failure(PCMDevice.describe(attached)) }
        guard snd_mixer_selem_register(mixer, nil, nil) >= 0, snd_mixer_load(mixer) >= 0 else {
            throw failure("cannot load the mixer")
        }
        var identifier: OpaquePointer?
        guard snd_mixer_selem_id_malloc(&identifier) >= 0, let identifier else { throw failure("out of memory") }
        defer { snd_mixer_selem_id_free(identifier) }
        snd_mixer_selem_id_set_index(identifier, 0)
        snd_mixer_selem_id_set_name(identifier, control)
        guard let element = snd_mixer_find_selem(mixer, identifier) else { throw failure("no such control") }
        var minimum = 0
        var maximum = 0
        snd_mixer_selem_get_playback_volume_range(element, &minimum, &maximum)
        let value = minimum + (maximum - minimum) * max(0, min(100, percent)) / 100
        guard snd_mixer_selem_set_playback_volume_all(element, value) >= 0 else { throw failure("cannot set the volume") }
    }
}

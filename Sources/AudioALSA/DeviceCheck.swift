import FoundationEssentials

/// Opening an ALSA device without playing anything, for `mawqut doctor`.
public enum DeviceCheck {
    /// nil when the device opens for 16-bit stereo at 44.1 kHz; else why not.
    public static func problem(device: String) -> String? {
        do {
            let pcm = try PCMDevice(name: device, sampleRate: 44_100, channels: 2)
            pcm.dropAndClose()
            return nil
        } catch {
            return error.description
        }
    }

    /// nil when the file decodes; else why not.
    public static func problem(file: String) -> String? {
        do {
            let source = try AudioFile.open(file)
            var buffer: [Int16] = []
            _ = try source.read(into: &buffer, maxFrames: 1152)
            return nil
        } catch {
            return error.description
        }
    }
}

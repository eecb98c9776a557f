import FoundationEssentials

/// Arithmetic on interleaved 16-bit samples.
public enum SampleMath {
    /// Scales samples by `volume`/100 (0–100): linear gain, so 50 halves the
    /// amplitude. The gain is never above 1, so nothing clips.
    public static func applyVolume(_ volume: Int, to samples: inout [Int16], count: Int) {
        let clamped = max(0, min(100, volume))
        guard clamped < 100 else { return }
        for index in 0..<count {
            samples[index] = Int16((Int(samples[index]) * clamped) / 100)
        }
    }

    /// A linear fade from `startGain` to `endGain` over the frames given.
    public static func applyFade(to samples: inout [Int16], frames: Int, channels: Int, from startGain: Double, to endGain: Double) {
        guard frames > 0 else { return }
        for frame in 0..<frames {
            let gain = startGain + (endGain - startGain) * Double(frame) / Double(frames)
            for channel in 0..<channels {
                let index = frame * channels + channel
                samples[index] = Int16((Double(samples[index]) * gain).rounded())
            }
        }
    }

    /// Float in [-1, 1] to a 16-bit sample, clamped.
    @inline(__always)
    public static func sample(from value: Float) -> Int16 {
        Int16(max(-32768, min(32767, (value * 32768).rounded())))
    }
}

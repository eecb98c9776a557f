import CRubberBand
import FoundationEssentials

/// Changes playback speed without changing pitch, with the Rubber Band library
/// (phase-vocoder time stretching; rubberband-c.h). Speed 1.5 plays a minute of
/// audio in 40 seconds at the same pitch.
final class TimeStretcher {
    private let state: RubberBandState
    private let channels: Int
    /// One planar float buffer per channel, shared by input and output.
    private var planes: [UnsafeMutablePointer<Float>?]
    private var capacity = 0

    init(sampleRate: Int, channels: Int, speed: Double) throws(AudioError) {
        guard let state = rubberband_new(UInt32(sampleRate), UInt32(channels), mawqut_rubberband_options(), 1 / speed, 1) else {
            throw .timeStretchUnavailable(speed)
        }
        self.state = state
        self.channels = channels
        planes = Array(repeating: nil, count: channels)
    }

    deinit {
        rubberband_delete(state)
        planes.forEach { $0?.deallocate() }
    }

    private func reserve(_ frames: Int) {
        guard frames > capacity else { return }
        for channel in 0..<channels {
            planes[channel]?.deallocate()
            planes[channel] = UnsafeMutablePointer<Float>.allocate(capacity: frames)
        }
        capacity = frames
    }

    /// Feeds interleaved frames (`final` on the last call) and returns the
    /// interleaved frames the stretcher has ready.
    func process(_ samples: [Int16], frames: Int, final: Bool) -> [Int16] {
        reserve(max(frames, 1))
        for channel in 0..<channels {
            // invariant: one plane is allocated per channel
            let plane = planes[channel]!
            for frame in 0..<frames { plane[frame] = Float(samples[frame * channels + channel]) / 32768 }
        }
        planes.withUnsafeBufferPointer { buffer in
            // invariant: the array of planes is not empty
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<Float>?.self, capacity: channels) {
                rubberband_process(state, $0, UInt32(frames), final ? 1 : 0)
            }
        }
        var result: [Int16] = []
        while true {
            let available = Int(rubberband_available(state))
            guard available > 0 else { break }
            reserve(available)
            let got = Int(planes.withUnsafeBufferPointer { rubberband_retrieve(state, $0.baseAddress, UInt32(available)) })
            result.reserveCapacity(result.count + got * channels)
            for frame in 0..<got {
                // invariant: one plane is allocated per channel
                for channel in 0..<channels { result.append(SampleMath.sample(from: planes[channel]![frame])) }
            }
        }
        return result
    }
}

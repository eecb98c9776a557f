import CClockStatus

/// Whether the kernel says the system clock is synchronised (NTP): a Raspberry Pi
/// has no real-time clock and boots with a stale time until it is.
enum ClockSync {
    /// nil when the kernel cannot tell.
    static func isSynchronised() -> Bool? {
        switch mawqut_clock_synchronised() {
        case 1: true
        case 0: false
        default: nil
        }
    }
}

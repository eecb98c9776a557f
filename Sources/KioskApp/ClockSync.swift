import CClockStatus

/// Whether the kernel says the system clock is synchronised (NTP): a Raspberry Pi
/// has no real-time clock and boots with a stale time until it is.
public enum ClockSync {
    /// nil when the kernel cannot tell.
    public static func isSynchronised() -> Bool? {
        switch mawqut_clock_synchronised() {
        case 1: true
        case 0: false
        default: nil
        }
    }
}

import Dispatch
import FoundationEssentials
import Glibc
import Threads

/// The kiosk's heartbeat: a thread of its own that sleeps until each deadline on the
/// clock that never jumps, then runs the tick on the runtime's queue from that same
/// thread (`DispatchQueue.sync` runs the block on the calling thread when the queue
/// is free). An idle second is then one wake-up, as in a C program's sleep loop; a
/// Dispatch timer takes two (its timer thread, then a worker thread) and, on a
/// wall-clock deadline (a timerfd on CLOCK_REALTIME), would wait out the whole of a
/// step back of the system clock with the screen frozen.
enum TickThread {
    /// Runs `step` on `queue` at once and then after each delay it returns, until it returns nil.
    static func start(on queue: DispatchQueue, step: @escaping @Sendable () -> TimeInterval?) {
        NamedThread.start(name: "mawqut.tick") {
            while let delay = queue.sync(execute: step) { sleep(delay) }
        }
    }

    /// Sleeps `seconds` by CLOCK_MONOTONIC, through any signal that interrupts the sleep.
    static func sleep(_ seconds: TimeInterval) {
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        let nanoseconds = deadline.tv_nsec + Int(seconds * 1e9)
        deadline.tv_sec += nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &deadline, nil) == EINTR {}
    }
}

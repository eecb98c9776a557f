import CThreadName
#if canImport(Glibc)
import Glibc
#endif

/// A thread of its own for work that waits most of the time (the audio engine, the
/// kiosk's tick), started with POSIX threads: Foundation's `Thread`, which this
/// replaces, is not in FoundationEssentials.
public enum NamedThread {
    /// Starts `body` on a new, detached thread named `name` (at most 15 bytes show in
    /// `top -H` and `/proc/PID/task/*/comm`). A thread that cannot be made stops the
    /// process: nothing that needs one can go on without it.
    public static func start(name: String, _ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Body(name: name, run: body)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(&thread, nil, { context in
            // invariant: the context is the Body passed retained just above
            let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
            mawqut_set_thread_name(body.name)
            body.run()
            return nil
        }, box)
        guard created == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            preconditionFailure("the thread \(name) could not be started: \(String(cString: strerror(created)))")
        }
        pthread_detach(thread)
    }

    private final class Body: Sendable {
        let name: String
        let run: @Sendable () -> Void

        init(name: String, run: @escaping @Sendable () -> Void) {
            self.name = name
            self.run = run
        }
    }
}

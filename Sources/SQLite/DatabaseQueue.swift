#if canImport(Glibc)
import Glibc
#endif

/// A connection used by one caller at a time, from any thread: every access holds a
/// lock for its duration. One connection suits Mawqut's processes, which read a
/// surah, a hadith or a row of state at a time. Calling back into the same queue
/// from inside an access is a programming error and stops the process.
public final class DatabaseQueue: @unchecked Sendable {
    private let connection: Connection
    private let lock = ConnectionLock()

    /// Takes over a connection; nothing else may use it afterwards.
    public init(_ connection: Connection) {
        self.connection = connection
    }

    /// Reads in one transaction, so that several queries see the same state.
    public func read<T>(_ body: (Connection) throws -> T) throws -> T {
        try lock.withLock { try connection.transaction(.deferred) { try body(connection) } }
    }

    /// Writes in one transaction that waits for the write lock first: all of it or none.
    public func write<T>(_ body: (Connection) throws -> T) throws -> T {
        try lock.withLock { try connection.transaction(.immediate) { try body(connection) } }
    }

    /// Uses the connection with no transaction around it: one statement needs none,
    /// and a statement cached on the connection stays compiled.
    public func inDatabase<T>(_ body: (Connection) throws -> T) rethrows -> T {
        try lock.withLock { try body(connection) }
    }
}

/// A mutex that finds a thread locking it again (`PTHREAD_MUTEX_ERRORCHECK`).
private final class ConnectionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        guard pthread_mutex_lock(mutex) == 0 else {
            preconditionFailure("a database queue was used again from inside one of its own accesses")
        }
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

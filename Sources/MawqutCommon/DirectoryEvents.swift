import Glibc

/// What happened in one directory since the last look, from an inotify(7) watch read
/// without blocking: a file created, written, moved in or out, removed or with its
/// attributes changed. Cheaper than a `stat` of a path (no walk of its components), so
/// the kiosk's once-a-second look at its configuration costs one non-blocking `read`.
final class DirectoryEvents {
    enum Look: Equatable {
        case nothing
        case something
        /// The directory itself was removed, moved or unmounted: the watch is over.
        case watchEnded
    }

    private let descriptor: Int32

    /// Watches `directory`; nil when inotify is unavailable or the directory cannot be watched.
    init?(directory: String) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let mask = UInt32(IN_CREATE | IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ATTRIB
            | IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT)
        guard inotify_add_watch(descriptor, directory, mask) >= 0 else {
            close(descriptor)
            return nil
        }
    }

    deinit { close(descriptor) }

    /// Reads every event queued since the last look.
    func look() -> Look {
        var look = Look.nothing
        // Room for many events at once (each is 16 bytes and a name of up to NAME_MAX + 1).
        withUnsafeTemporaryAllocation(byteCount: 4096, alignment: MemoryLayout<inotify_event>.alignment) { buffer in
            while true {
                let count = read(descriptor, buffer.baseAddress, buffer.count)
                guard count > 0 else { break }
                if look == .nothing { look = .something }
                var offset = 0
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let event = buffer.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    if event.mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT) != 0 { look = .watchEnded }
                    offset += MemoryLayout<inotify_event>.size + Int(event.len)
                }
            }
        }
        return look
    }
}

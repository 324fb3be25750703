#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work that recurses as deep as its input: SwiftParser and SwiftSyntax recurse once per
/// nesting level, and the main thread's 8 MB stack holds a few hundred levels of some
/// constructs. Such work runs on a thread of its own with a stack of a known size.
extension System {
    /// Runs `body` on a thread with a stack of `stackBytes` and waits for it, so the caller
    /// sees an ordinary call. When no thread can be made (a tight `ulimit -v`), `body` runs
    /// here: the input bounds checked before it still hold, with less room to spare.
    ///
    /// Implementation note: the threads are kept and reused (one per caller at a time), so a
    /// read costs two lock handovers, not a thread's creation and teardown (which under the
    /// address sanitizer also clears the shadow of the whole stack: the fuzzer ran 7 inputs
    /// a second). The stack is reserved address space; only pages the work touches are backed.
    package static func withStack<T>(_ stackBytes: Int, _ body: () -> T) -> T {
        var result: T?
        withoutActuallyEscaping(body) { body in
            let job = { result = body() }
            guard let worker = StackWorker.take(stackBytes) else { return job() }
            worker.run(job)
            StackWorker.give(worker)
        }
        guard let result else { preconditionFailure("the stack thread ended without a result") }
        return result
    }
}

/// A thread with a large stack that runs one job at a time for whoever holds it.
private final class StackWorker: @unchecked Sendable {
    let stackBytes: Int
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// The job handed over; the worker clears it when done (guarded by `lock`).
    private var job: (() -> Void)?

    /// Idle workers, guarded by `poolLock`.
    nonisolated(unsafe) private static var idle: [StackWorker] = []
    nonisolated(unsafe) private static let poolLock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()

    private init(stackBytes: Int) {
        self.stackBytes = stackBytes
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    /// An idle worker with that stack, or a new one; nil when no thread can be made.
    package static func take(_ stackBytes: Int) -> StackWorker? {
        pthread_mutex_lock(poolLock)
        if let index = idle.firstIndex(where: { $0.stackBytes == stackBytes }) {
            let worker = idle.remove(at: index)
            pthread_mutex_unlock(poolLock)
            return worker
        }
        pthread_mutex_unlock(poolLock)
        let worker = StackWorker(stackBytes: stackBytes)
        return worker.start() ? worker : nil
    }

    /// Back to the pool once its job is done.
    package static func give(_ worker: StackWorker) {
        pthread_mutex_lock(poolLock)
        idle.append(worker)
        pthread_mutex_unlock(poolLock)
    }

    /// Starts the thread (which keeps the worker for as long as the process runs).
    private func start() -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
            var thread: pthread_t? = nil
        #else
            var thread = pthread_t()
        #endif
        let context = Unmanaged.passRetained(self)
        let started = pthread_create(
            &thread, &attributes,
            { context in
                guard let context else { return nil }
                Unmanaged<StackWorker>.fromOpaque(context).takeUnretainedValue().serve()
            }, context.toOpaque())
        if started != 0 { context.release() }
        return started == 0
    }

    /// The worker's loop: waits for a job, runs it, says it is done.
    private func serve() -> Never {
        pthread_mutex_lock(lock)
        while true {
            while job == nil { pthread_cond_wait(changed, lock) }
            if let work = job {
                pthread_mutex_unlock(lock)
                work()
            }
            // `work` is released above, before the caller is told: the caller's closure must
            // not outlive its call (`withoutActuallyEscaping`).
            pthread_mutex_lock(lock)
            job = nil
            pthread_cond_broadcast(changed)
        }
    }

    /// Hands `work` to the thread and waits until it has run.
    package func run(_ work: @escaping () -> Void) {
        pthread_mutex_lock(lock)
        job = work
        pthread_cond_broadcast(changed)
        while job != nil { pthread_cond_wait(changed, lock) }
        pthread_mutex_unlock(lock)
    }
}

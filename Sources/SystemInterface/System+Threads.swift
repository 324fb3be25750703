#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work spread over the machine's cores with POSIX threads: `check` parses a project's files
/// in parallel. Plain threads rather than Dispatch, so the trainer loads no further library.
extension System {
    /// The cores online (at least 1).
    package static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// A number several threads add to, behind a mutex (no Synchronization module: it needs
    /// macOS 15, and the trainer builds for macOS 13).
    package final class Counter: @unchecked Sendable {
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>
        private var total = 0

        package init() {
            mutex = .allocate(capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        /// Adds `amount` and returns the total before it.
        @discardableResult
        package func add(_ amount: Int) -> Int {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            let before = total
            total += amount
            return before
        }

        package var value: Int { add(0) }
    }

    /// One batch of work: the next index to take, and the body every thread runs on it.
    private final class Batch: Sendable {
        package let next = Counter()
        package let count: Int
        package let body: @Sendable (Int) -> Void

        init(count: Int, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.body = body
        }

        /// Takes indices until none are left.
        package func work() {
            while true {
                let index = next.add(1)
                guard index < count else { return }
                body(index)
            }
        }
    }

    /// Calls `body` once for each of `0..<count`, on up to `threads` threads (this one among
    /// them), and returns when all calls have returned. Each index is taken by one thread.
    package static func concurrentPerform(
        _ count: Int, threads: Int = processorCount, _ body: @escaping @Sendable (Int) -> Void
    ) {
        let batch = Batch(count: count, body: body)
        var started: [pthread_t] = []
        for _ in 1..<max(1, min(threads, count)) {
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            // The parser recurses per nesting level (bounded by SourceScanner): a roomy stack.
            pthread_attr_setstacksize(&attributes, 16 << 20)
            let context = Unmanaged.passRetained(batch).toOpaque()
            #if canImport(Glibc)
                var thread = pthread_t()
                let status = pthread_create(
                    &thread, &attributes,
                    { raw in
                        guard let raw else { return nil }
                        Unmanaged<Batch>.fromOpaque(raw).takeRetainedValue().work()
                        return nil
                    }, context)
            #else
                var thread: pthread_t?
                let status = pthread_create(
                    &thread, &attributes,
                    { raw in
                        Unmanaged<Batch>.fromOpaque(raw).takeRetainedValue().work()
                        return nil
                    }, context)
            #endif
            pthread_attr_destroy(&attributes)
            guard status == 0 else {
                Unmanaged<Batch>.fromOpaque(context).release()
                break  // fewer threads: this one still does the rest
            }
            #if canImport(Glibc)
                started.append(thread)
            #else
                if let thread { started.append(thread) }
            #endif
        }
        batch.work()
        for thread in started { pthread_join(thread, nil) }
    }
}

/// Results written by index from several threads: each index is written by one thread only,
/// and read after all have finished (`concurrentPerform` returns after joining them).
package final class IndexedResults<Element>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Element?>

    package init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    package subscript(index: Int) -> Element? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    package var count: Int { storage.count }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work that recurses as deep as its input: SwiftParser and SwiftSyntax recurse once per
/// nesting level, and the main thread's 8 MB stack holds a few hundred levels of some
/// constructs. Such work runs on a thread of its own with a stack of a known size.
extension System {
    /// The work a stack thread runs (a class: its address crosses `pthread_create`).
    private final class StackJob {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// Runs `body` on a new thread with a stack of `stackBytes` and waits for it, so the caller
    /// sees an ordinary call. When no thread can be made (a tight `ulimit -v`), `body` runs
    /// here: the input bounds checked before it still hold, with less room to spare.
    ///
    /// Implementation note: a thread costs tens of microseconds; the stack is reserved address
    /// space, and only the pages the work touches are ever backed by memory.
    static func withStack<T>(_ stackBytes: Int, _ body: () -> T) -> T {
        var result: T?
        withoutActuallyEscaping(body) { body in
            let job = Unmanaged.passRetained(StackJob { result = body() })
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackBytes)
            #if canImport(Darwin)
                var thread: pthread_t? = nil
            #else
                var thread = pthread_t()
            #endif
            let started = pthread_create(
                &thread, &attributes,
                { context in
                    guard let context else { return nil }
                    Unmanaged<StackJob>.fromOpaque(context).takeRetainedValue().work()
                    return nil
                }, job.toOpaque())
            if started == 0 {
                #if canImport(Darwin)
                    if let thread { pthread_join(thread, nil) }
                #else
                    pthread_join(thread, nil)
                #endif
            } else {
                job.takeRetainedValue().work()
            }
        }
        guard let result else { preconditionFailure("the stack thread ended without a result") }
        return result
    }
}

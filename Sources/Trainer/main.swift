#if canImport(Glibc)
    import Glibc
#endif

// Thin by design: everything testable lives in `Trainer` and the types it uses.
exit(Trainer.run(Array(CommandLine.arguments.dropFirst())))

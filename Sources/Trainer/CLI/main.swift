import Trainer

// Thin by design: everything testable lives in the `Trainer` library.
GridTrainer.main()

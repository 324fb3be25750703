import Shell

// Thin by design: everything testable lives in the targets below (`Shell` and down).
GridTrainer.main()

// Signal flags that a handler may set: a handler may only store to a `volatile sig_atomic_t`
// (C11 7.14.1.1, POSIX async-signal safety). In C so that it needs neither Synchronization's
// Atomic (macOS 15) nor any Swift code running inside a signal handler.
#ifndef GRIDTRAINER_SIGNAL_FLAGS_H
#define GRIDTRAINER_SIGNAL_FLAGS_H

/// The handler to install with sigaction: records that `signal` arrived (signals 1–63).
void gt_signal_note(int signal);

/// Whether `signal` arrived since it was last taken (or ever).
int gt_signal_seen(int signal);

/// Whether `signal` arrived since it was last taken; clears it. Never loses an arrival: the
/// flag is cleared only after it was seen set, so a signal between the two is merged into it.
int gt_signal_take(int signal);

#endif

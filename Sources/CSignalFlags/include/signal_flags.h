// Signal flags that a handler may set: a handler may only store to a `volatile sig_atomic_t`
// (C11 7.14.1.1) and call async-signal-safe functions such as write() (POSIX). In C so that it
// needs neither Synchronization's Atomic (macOS 15) nor any Swift code running inside a signal
// handler.
#ifndef GRIDTRAINER_SIGNAL_FLAGS_H
#define GRIDTRAINER_SIGNAL_FLAGS_H

/// The handler to install with sigaction: records that `signal` arrived (signals 1–63), then
/// writes a byte to the wake pipe, if there is one.
void gt_signal_note(int signal);

/// Whether `signal` arrived since it was last taken (or ever).
int gt_signal_seen(int signal);

/// Whether `signal` arrived since it was last taken; clears it. Never loses an arrival: the
/// flag is cleared only after it was seen set, so a signal between the two is merged into it.
int gt_signal_take(int signal);

/// Makes the handler also write a byte to `write_end` (a non-blocking pipe whose other end is
/// `read_end`): a reader waiting on the pipe beside its input wakes for a signal that arrived
/// before it began to wait, which a blocking read would have slept through.
void gt_signal_wake_on(int read_end, int write_end);

/// The wake pipe's read end, or -1 before `gt_signal_wake_on`.
int gt_signal_wake_fd(void);

#endif

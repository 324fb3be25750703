#include <errno.h>
#include <signal.h>
#include <unistd.h>
#include "signal_flags.h"

enum { gt_signal_count = 64 };

/// One flag per signal number; written by the handler, read and cleared by the program.
static volatile sig_atomic_t gt_flags[gt_signal_count];

/// The wake pipe's ends (`gt_signal_wake_on`), -1 until there is one.
static volatile sig_atomic_t gt_wake_read = -1;
static volatile sig_atomic_t gt_wake_write = -1;

void gt_signal_note(int signal) {
    if (signal > 0 && signal < gt_signal_count) gt_flags[signal] = 1;
    // After the flag, so a reader woken by the byte finds the flag set. write() is
    // async-signal-safe (POSIX); a full pipe drops the byte: one is enough to wake.
    int fd = gt_wake_write;
    if (fd >= 0) {
        int saved = errno;
        (void)write(fd, "!", 1);
        errno = saved;
    }
}

int gt_signal_seen(int signal) {
    return signal > 0 && signal < gt_signal_count && gt_flags[signal] != 0;
}

int gt_signal_take(int signal) {
    if (!gt_signal_seen(signal)) return 0;
    gt_flags[signal] = 0;
    return 1;
}

void gt_signal_wake_on(int read_end, int write_end) {
    gt_wake_read = read_end;
    gt_wake_write = write_end;
}

int gt_signal_wake_fd(void) { return gt_wake_read; }

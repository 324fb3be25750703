#include <signal.h>
#include "signal_flags.h"

enum { gt_signal_count = 64 };

/// One flag per signal number; written by the handler, read and cleared by the program.
static volatile sig_atomic_t gt_flags[gt_signal_count];

void gt_signal_note(int signal) {
    if (signal > 0 && signal < gt_signal_count) gt_flags[signal] = 1;
}

int gt_signal_seen(int signal) {
    return signal > 0 && signal < gt_signal_count && gt_flags[signal] != 0;
}

int gt_signal_take(int signal) {
    if (!gt_signal_seen(signal)) return 0;
    gt_flags[signal] = 0;
    return 1;
}

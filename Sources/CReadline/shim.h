#ifndef NEWSDESK_CREADLINE_SHIM_H
#define NEWSDESK_CREADLINE_SHIM_H
// readline.h uses FILE without including stdio.h itself.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <readline/readline.h>
#include <readline/history.h>

/// The width in columns of the terminal on `fd`, or 0 when it is not a terminal.
/// ioctl is variadic, which Swift cannot call, hence this one-line wrapper.
static inline int newsdesk_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
    return size.ws_col;
}

/// The height in rows of the terminal on `fd`, or 0 when it is not a terminal.
static inline int newsdesk_terminal_rows(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
    return size.ws_row;
}

// readline's settings are C globals, which Swift 6 cannot touch safely; these accessors are
// called only from the readline console's reader thread, the one thread that calls readline.

/// Names the application for `$if` in ~/.inputrc, turns off readline's own signal handlers, and
/// shows completions in the order newsdesk gives them.
static inline void newsdesk_rl_configure(const char *name, rl_completion_func_t *completer) {
    rl_readline_name = name;
    rl_catch_signals = 0;
    rl_catch_sigwinch = 0;
    rl_attempted_completion_function = completer;
    // The completer orders its candidates: list numbers 1, 2, ... 10 rather than 1, 10, 2.
    rl_sort_completion_matches = 0;
}

/// Sends readline's prompt, echo and completion lists to standard error, leaving standard output
/// to the records of `--json`.
static inline void newsdesk_rl_output_to_stderr(void) { rl_outstream = stderr; }

/// Pushes out what readline has written to its output stream but not yet sent, so that text
/// written with write(2) after it comes after it on the screen.
static inline void newsdesk_rl_flush_output(void) {
    if (rl_outstream != NULL) fflush(rl_outstream);
}

/// Tells readline not to fall back to file-name completion.
static inline void newsdesk_rl_completion_done(void) { rl_attempted_completion_over = 1; }

/// The line being edited, up to the cursor, copied into a new malloc'd string.
static inline char *newsdesk_rl_line_before_cursor(void) {
    if (rl_line_buffer == NULL) return NULL;
    return strndup(rl_line_buffer, (size_t)rl_point);
}

/// The newest history entry's text, or NULL when the history is empty.
static inline const char *newsdesk_history_newest(void) {
    if (history_length <= 0) return NULL;
    HIST_ENTRY *entry = history_get(history_base + history_length - 1);
    return entry ? entry->line : NULL;
}
#endif

#ifndef NEWSDESK_CSQLITECONFIG_SHIM_H
#define NEWSDESK_CSQLITECONFIG_SHIM_H

#include <sqlite3.h>

/// sqlite3_config is variadic, which Swift cannot call; this inline function makes the one call
/// newsdesk needs: turning SQLite's memory statistics off. Returns SQLITE_OK, or SQLITE_MISUSE
/// once SQLite has started (the statistics then stay on).
static inline int newsdesk_sqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

#endif

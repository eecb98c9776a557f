#ifndef MAWQUT_CSQLITE_SHIM_H
#define MAWQUT_CSQLITE_SHIM_H

/* The system's SQLite (libsqlite3-dev; Debian builds it with FTS5). */
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast of -1 to a function pointer, a macro Swift cannot see:
   sqlite3_bind_text and _blob with it copy the bytes before they return. */
static inline sqlite3_destructor_type mawqut_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

#endif

#ifndef MAWQUT_SEARCH_RANK_H
#define MAWQUT_SEARCH_RANK_H

#include <sqlite3.h>

/* Registers the FTS5 ranking function mawqut_bm25(name) on a connection. It ranks as
   FTS5's built-in bm25() does (same formula, same constants, same order of arithmetic,
   so the same scores), but takes each document's length in tokens from the blob the
   row `name` of the table searchLength holds (written by SearchLengths in Swift)
   instead of one lookup of FTS5's docsize table per matching row: that lookup was
   14 M of the 51 M instructions of a search matching 4,719 hadiths. Where the blob is
   missing, of another format, or disagrees with the index (row count or total tokens),
   or a row is not in it, the length comes from FTS5 itself, as bm25() gets it.
   Returns an SQLite result code. */
int mawqut_search_rank_register(sqlite3 *db);

#endif

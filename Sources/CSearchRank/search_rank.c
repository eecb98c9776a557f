#include "search_rank.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

/* The format of a searchLength blob: little-endian 32-bit words. Word 0 is the
   format (1), word 1 the number of rows in the index, words 2 and 3 the index's total
   number of tokens (low word first), and word 4 + r the length in tokens of the row
   whose rowid is r (0 where no row has that rowid). */
enum { LENGTHS_FORMAT = 1, LENGTHS_HEADER_WORDS = 4 };

/* What a query computes once: the inverse document frequency of each phrase, the
   average length, and the lengths of the rows when the blob is usable. */
typedef struct {
    int phrase_count;
    double average_length;
    double *idf;
    double *frequency;
    uint32_t *lengths;
    sqlite3_int64 length_count;
} query_ranking;

static void query_ranking_free(void *pointer) {
    query_ranking *ranking = pointer;
    if (ranking == NULL) return;
    sqlite3_free(ranking->lengths);
    sqlite3_free(ranking);
}

static int count_row(const Fts5ExtensionApi *api, Fts5Context *context, void *user_data) {
    (void)api;
    (void)context;
    (*(sqlite3_int64 *)user_data)++;
    return SQLITE_OK;
}

static uint32_t word_at(const unsigned char *bytes, sqlite3_int64 index) {
    const unsigned char *word = bytes + 4 * index;
    return (uint32_t)word[0] | (uint32_t)word[1] << 8 | (uint32_t)word[2] << 16 | (uint32_t)word[3] << 24;
}

/* The lengths of the blob named `name`, or NULL (no row, another format, or a blob
   that describes another state of the index than `row_count` rows of `token_count` tokens). */
static uint32_t *load_lengths(sqlite3 *db, const char *name, sqlite3_int64 row_count, sqlite3_int64 token_count,
                              sqlite3_int64 *length_count) {
    sqlite3_stmt *statement = NULL;
    uint32_t *lengths = NULL;
    *length_count = 0;
    if (name == NULL || sqlite3_prepare_v2(db, "SELECT lengths FROM searchLength WHERE name = ?", -1, &statement, NULL) != SQLITE_OK) {
        sqlite3_finalize(statement);
        return NULL;
    }
    sqlite3_bind_text(statement, 1, name, -1, SQLITE_STATIC);
    if (sqlite3_step(statement) == SQLITE_ROW) {
        const unsigned char *bytes = sqlite3_column_blob(statement, 0);
        sqlite3_int64 words = sqlite3_column_bytes(statement, 0) / 4;
        if (bytes != NULL && words >= LENGTHS_HEADER_WORDS && word_at(bytes, 0) == LENGTHS_FORMAT
            && word_at(bytes, 1) == (uint64_t)row_count
            && ((uint64_t)word_at(bytes, 2) | (uint64_t)word_at(bytes, 3) << 32) == (uint64_t)token_count) {
            sqlite3_int64 count = words - LENGTHS_HEADER_WORDS;
            lengths = sqlite3_malloc64(sizeof(uint32_t) * (sqlite3_uint64)(count > 0 ? count : 1));
            if (lengths != NULL) {
                for (sqlite3_int64 index = 0; index < count; index++) lengths[index] = word_at(bytes, LENGTHS_HEADER_WORDS + index);
                *length_count = count;
            }
        }
    }
    sqlite3_finalize(statement);
    return lengths;
}

/* The query's ranking data, made at its first row. The IDF is BM25's as FTS5 computes
   it (https://sqlite.org/fts5.html, "The bm25() function"):
       IDF(q) = ln((N - n(q) + 0.5) / (n(q) + 0.5)), at least 1e-6,
   N the rows in the index, n(q) the rows that hold phrase q. */
static int query_ranking_of(const Fts5ExtensionApi *api, Fts5Context *context, sqlite3 *db, const char *name,
                            query_ranking **out) {
    query_ranking *ranking = api->xGetAuxdata(context, 0);
    if (ranking != NULL) {
        *out = ranking;
        return SQLITE_OK;
    }
    int phrase_count = api->xPhraseCount(context);
    ranking = sqlite3_malloc64(sizeof(query_ranking) + sizeof(double) * 2 * (sqlite3_uint64)phrase_count);
    if (ranking == NULL) return SQLITE_NOMEM;
    memset(ranking, 0, sizeof(query_ranking));
    ranking->phrase_count = phrase_count;
    ranking->idf = (double *)(ranking + 1);
    ranking->frequency = ranking->idf + phrase_count;

    sqlite3_int64 row_count = 0, token_count = 0;
    int code = api->xRowCount(context, &row_count);
    if (code == SQLITE_OK) code = api->xColumnTotalSize(context, -1, &token_count);
    if (code == SQLITE_OK) ranking->average_length = (double)token_count / (double)row_count;
    for (int phrase = 0; code == SQLITE_OK && phrase < phrase_count; phrase++) {
        sqlite3_int64 holding = 0;
        code = api->xQueryPhrase(context, phrase, &holding, count_row);
        if (code != SQLITE_OK) break;
        double idf = log(((double)row_count - (double)holding + 0.5) / ((double)holding + 0.5));
        ranking->idf[phrase] = idf <= 0.0 ? 1e-6 : idf;
    }
    if (code == SQLITE_OK) ranking->lengths = load_lengths(db, name, row_count, token_count, &ranking->length_count);
    if (code == SQLITE_OK) code = api->xSetAuxdata(context, ranking, query_ranking_free);
    else query_ranking_free(ranking);
    if (code == SQLITE_OK) *out = ranking;
    return code;
}

/* mawqut_bm25(name): the row's BM25 score, negated so that the best row sorts first,
   as bm25() without weights gives it:
       score = sum over phrases q of IDF(q) * f(q) * (k1 + 1) / (f(q) + k1 * (1 - b + b * |D| / avgdl))
   with f(q) the phrase's hits in the row, |D| the row's length in tokens, avgdl the
   average length, k1 = 1.2 and b = 0.75 (https://sqlite.org/fts5.html). */
static void rank_row(const Fts5ExtensionApi *api, Fts5Context *context, sqlite3_context *result, int argument_count,
                     sqlite3_value **arguments) {
    const double k1 = 1.2, b = 0.75;
    sqlite3 *db = api->xUserData(context);
    const char *name = argument_count > 0 ? (const char *)sqlite3_value_text(arguments[0]) : NULL;
    query_ranking *ranking = NULL;
    int code = query_ranking_of(api, context, db, name, &ranking);
    int hits = 0;
    if (code == SQLITE_OK) {
        memset(ranking->frequency, 0, sizeof(double) * (size_t)ranking->phrase_count);
        code = api->xInstCount(context, &hits);
    }
    for (int hit = 0; code == SQLITE_OK && hit < hits; hit++) {
        int phrase, column, offset;
        code = api->xInst(context, hit, &phrase, &column, &offset);
        if (code == SQLITE_OK) ranking->frequency[phrase] += 1.0;
    }
    double length = 0.0;
    if (code == SQLITE_OK) {
        sqlite3_int64 rowid = api->xRowid(context);
        if (rowid > 0 && rowid < ranking->length_count && ranking->lengths[rowid] > 0) {
            length = (double)ranking->lengths[rowid];
        } else {
            int tokens = 0;
            code = api->xColumnSize(context, -1, &tokens);
            length = (double)tokens;
        }
    }
    if (code != SQLITE_OK) {
        sqlite3_result_error_code(result, code);
        return;
    }
    double score = 0.0;
    for (int phrase = 0; phrase < ranking->phrase_count; phrase++) {
        double frequency = ranking->frequency[phrase];
        score += ranking->idf[phrase] * ((frequency * (k1 + 1.0)) / (frequency + k1 * (1 - b + b * length / ranking->average_length)));
    }
    sqlite3_result_double(result, -1.0 * score);
}

/* FTS5's API of a connection, asked for as its documentation says
   (https://sqlite.org/fts5.html, "Extending FTS5"): SELECT fts5(?1) with a pointer bound. */
static fts5_api *fts5_api_of(sqlite3 *db) {
    fts5_api *api = NULL;
    sqlite3_stmt *statement = NULL;
    if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &statement, NULL) == SQLITE_OK) {
        sqlite3_bind_pointer(statement, 1, (void *)&api, "fts5_api_ptr", NULL);
        sqlite3_step(statement);
    }
    sqlite3_finalize(statement);
    return api;
}

int mawqut_search_rank_register(sqlite3 *db) {
    fts5_api *api = fts5_api_of(db);
    if (api == NULL || api->iVersion < 2) return SQLITE_ERROR;
    return api->xCreateFunction(api, "mawqut_bm25", db, rank_row, NULL);
}

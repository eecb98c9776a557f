#ifndef MAWQUT_CMPG123_SHIM_H
#define MAWQUT_CMPG123_SHIM_H

#include <mpg123.h>

/* mpg123_param and mpg123_open are macros (large-file and API-version variants);
   these wrappers give Swift plain functions. */

static inline mpg123_handle *mawqut_mpg123_new(int *error) {
    return mpg123_new(NULL, error);
}

/* No messages on stderr; gapless decoding (encoder delay and padding removed). */
static inline int mawqut_mpg123_configure(mpg123_handle *handle) {
    return mpg123_param2(handle, MPG123_ADD_FLAGS, MPG123_QUIET | MPG123_GAPLESS, 0.0);
}

static inline int mawqut_mpg123_open(mpg123_handle *handle, const char *path) {
    return mpg123_open(handle, path);
}

/* Fixes the output to signed 16-bit at the stream's own rate and channel count. */
static inline int mawqut_mpg123_use_s16(mpg123_handle *handle, long rate, int channels) {
    mpg123_format_none(handle);
    return mpg123_format(handle, rate, channels, MPG123_ENC_SIGNED_16);
}

static inline int mawqut_mpg123_getformat(mpg123_handle *handle, long *rate, int *channels, int *encoding) {
    return mpg123_getformat(handle, rate, channels, encoding);
}

static inline int mawqut_mpg123_read(mpg123_handle *handle, void *buffer, size_t size, size_t *done) {
    return mpg123_read(handle, buffer, size, done);
}

/* Total frames (samples per channel) the stream announces, or a negative value. */
static inline long long mawqut_mpg123_length(mpg123_handle *handle) {
    return (long long)mpg123_length(handle);
}

static inline const char *mawqut_mpg123_error(mpg123_handle *handle) {
    return mpg123_strerror(handle);
}

static inline const char *mawqut_mpg123_plain_error(int code) {
    return mpg123_plain_strerror(code);
}

static inline void mawqut_mpg123_close(mpg123_handle *handle) {
    mpg123_close(handle);
    mpg123_delete(handle);
}

#endif

#ifndef MAWQUT_CALSA_SHIM_H
#define MAWQUT_CALSA_SHIM_H

#include <alsa/asoundlib.h>

/* ALSA prints its own errors to stderr, which would corrupt an ncurses screen.
   The handler type is variadic, so it is defined here in C. */
static void mawqut_alsa_silent_handler(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

/* Installs the silent error handler for the whole process. */
static inline void mawqut_alsa_silence_errors(void) {
    snd_lib_error_set_handler(mawqut_alsa_silent_handler);
}

/* Opens a PCM for blocking playback. */
static inline int mawqut_pcm_open_playback(snd_pcm_t **pcm, const char *name) {
    return snd_pcm_open(pcm, name, SND_PCM_STREAM_PLAYBACK, 0);
}

/* Signed 16-bit little-endian, interleaved, with ALSA's resampling allowed. */
static inline int mawqut_pcm_set_s16_params(snd_pcm_t *pcm, unsigned int channels, unsigned int rate, unsigned int latency_us) {
    return snd_pcm_set_params(pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, channels, rate, 1, latency_us);
}

#endif

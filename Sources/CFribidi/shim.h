#ifndef MAWQUT_CFRIBIDI_SHIM_H
#define MAWQUT_CFRIBIDI_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <fribidi.h>

/* Reorders one line of logical UTF-32 text for display from left to right, with
   Arabic joining, shaping (presentation forms) and ligatures, as
   fribidi_log2vis does with FRIBIDI_FLAGS_DEFAULT | FRIBIDI_FLAGS_ARABIC.
   base: 1 right-to-left paragraph, 0 decided by the first strong character.
   Returns 1 on success. */
static inline int mawqut_fribidi_visual(const uint32_t *logical, int length, uint32_t *visual, int right_to_left) {
    FriBidiParType base = right_to_left ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_ON;
    return fribidi_log2vis((const FriBidiChar *)logical, length, &base, (FriBidiChar *)visual, NULL, NULL, NULL) != 0;
}

#endif

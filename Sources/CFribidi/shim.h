#ifndef MAWQUT_CFRIBIDI_SHIM_H
#define MAWQUT_CFRIBIDI_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <fribidi.h>

/* Reorders one line of logical UTF-32 text for display from left to right, with
   Arabic joining, shaping (presentation forms) and ligatures, as
   fribidi_log2vis does with FRIBIDI_FLAGS_DEFAULT | FRIBIDI_FLAGS_ARABIC.
   right_to_left: the paragraph's base direction, 1 right-to-left, 0 left-to-right
   (given, not guessed: a wrapped line belongs to its paragraph).
   Returns 1 on success. */
static inline int mawqut_fribidi_visual(const uint32_t *logical, int length, uint32_t *visual, int right_to_left) {
    FriBidiParType base = right_to_left ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR;
    return fribidi_log2vis((const FriBidiChar *)logical, length, &base, (FriBidiChar *)visual, NULL, NULL, NULL) != 0;
}

/* The strong direction of a code point by its Unicode Bidi_Class: 1 for L,
   2 for R and AL, 0 for every weak or neutral class. */
static inline int mawqut_fribidi_strong(uint32_t code_point) {
    FriBidiCharType type = fribidi_get_bidi_type((FriBidiChar)code_point);
    if (type == FRIBIDI_TYPE_LTR) return 1;
    if (type == FRIBIDI_TYPE_RTL || type == FRIBIDI_TYPE_AL) return 2;
    return 0;
}

#endif

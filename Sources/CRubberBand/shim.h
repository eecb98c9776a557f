#ifndef MAWQUT_CRUBBERBAND_SHIM_H
#define MAWQUT_CRUBBERBAND_SHIM_H

#include <rubberband/rubberband-c.h>

/* Options for streaming speech and song: real-time processing, pitch kept,
   the smoother window that suits voice, no console output. */
static inline RubberBandOptions mawqut_rubberband_options(void) {
    return RubberBandOptionProcessRealTime | RubberBandOptionPitchHighQuality
        | RubberBandOptionWindowStandard | RubberBandOptionFormantPreserved;
}

#endif

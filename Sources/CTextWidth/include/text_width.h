#ifndef MAWQUT_TEXT_WIDTH_H
#define MAWQUT_TEXT_WIDTH_H

#include <stdint.h>

/* Columns a terminal gives the code point, as the C library's wcwidth(3) counts
   them in a UTF-8 locale (C.UTF-8), whatever the process's own locale: 0 for
   combining marks and format characters, 2 for wide ones, -1 for controls and
   unassigned code points. */
int mawqut_wcwidth(uint32_t code_point);

#endif

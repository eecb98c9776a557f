#ifndef MAWQUT_CZLIB_SHIM_H
#define MAWQUT_CZLIB_SHIM_H

#include <zlib.h>

#endif

#include "heap_trim.h"

#include <malloc.h>

int mawqut_heap_trim(void) {
    return malloc_trim(0);
}

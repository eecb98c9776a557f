#ifndef MAWQUT_HEAP_TRIM_H
#define MAWQUT_HEAP_TRIM_H

/* Gives the system back the free pages of every malloc arena (glibc's malloc_trim(3)).
   Freed memory otherwise stays with the process: a reader's pages of text, read on a
   worker thread's arena, after the reader is closed. Returns 1 when memory was released. */
int mawqut_heap_trim(void);

#endif

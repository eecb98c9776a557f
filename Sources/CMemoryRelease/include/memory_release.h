#ifndef MAWQUT_MEMORY_RELEASE_H
#define MAWQUT_MEMORY_RELEASE_H

/* Gives the system back the free pages of every malloc arena (glibc's malloc_trim(3)).
   Freed memory otherwise stays with the process: a reader's pages of text, read on a
   worker thread's arena, after the reader is closed. Returns 1 when memory was released. */
int mawqut_heap_trim(void);

/* Asks the kernel to reclaim the pages of every read-only file mapping of the process
   (its code, constants and shared libraries: madvise(2) MADV_PAGEOUT, Linux 5.4).
   Pages that other processes map too are left alone by the kernel, and what the
   process touches again comes back from the page cache or the disk on first use; so
   after start-up or a closed reader, the process keeps only the code it still runs.
   Returns the bytes of the mappings advised, or -1 (errno set) when /proc/self/maps
   cannot be read; a kernel without MADV_PAGEOUT refuses each (EINVAL): 0 is advised. */
long mawqut_page_out_file_mappings(void);

#endif

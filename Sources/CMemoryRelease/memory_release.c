#include "memory_release.h"

#include <malloc.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

#ifndef MADV_PAGEOUT
#define MADV_PAGEOUT 21
#endif

int mawqut_heap_trim(void) {
    return malloc_trim(0);
}

long mawqut_page_out_file_mappings(void) {
    FILE *maps = fopen("/proc/self/maps", "re");
    if (maps == NULL) return -1;
    long advised = 0;
    char line[4096];
    while (fgets(line, sizeof line, maps) != NULL) {
        /* "start-end perms offset dev inode path": proc(5). */
        unsigned long start, end;
        char perms[5];
        int path = 0;
        if (sscanf(line, "%lx-%lx %4s %*s %*s %*s %n", &start, &end, perms, &path) < 3 || path == 0) continue;
        /* Only files (a path, not [heap] or [stack]) mapped without write: their pages are
           clean copies of the file. A writable private mapping holds the process's own data. */
        if (line[path] != '/' || strchr(perms, 'w') != NULL) continue;
        if (madvise((void *)start, end - start, MADV_PAGEOUT) == 0) advised += (long)(end - start);
    }
    fclose(maps);
    return advised;
}

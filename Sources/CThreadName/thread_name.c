#define _GNU_SOURCE
#include <pthread.h>
#include <string.h>
#include "thread_name.h"

void mawqut_set_thread_name(const char *name) {
    char cut[16];
    strncpy(cut, name, sizeof cut - 1);
    cut[sizeof cut - 1] = '\0';
    pthread_setname_np(pthread_self(), cut);
}

#ifndef MAWQUT_THREAD_NAME_H
#define MAWQUT_THREAD_NAME_H

/* Names the calling thread (pthread_setname_np(3), a GNU extension Swift's Glibc
   module does not show): at most 15 bytes, as top -H and /proc/PID/task/TID/comm
   show it; a longer name is cut. */
void mawqut_set_thread_name(const char *name);

#endif

#ifndef MAWQUT_CLOCK_STATUS_H
#define MAWQUT_CLOCK_STATUS_H

/* 1 when the kernel reports the system clock synchronised (NTP), 0 when it does
   not (TIME_ERROR or STA_UNSYNC from adjtimex(2)), -1 when it cannot tell. */
int mawqut_clock_synchronised(void);

#endif

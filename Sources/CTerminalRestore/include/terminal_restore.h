#ifndef MAWQUT_TERMINAL_RESTORE_H
#define MAWQUT_TERMINAL_RESTORE_H

/* Saves the terminal's modes now and, if the process later dies on a fatal signal
   (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE), restores them, shows the
   cursor, resets attributes and leaves the alternate screen before dying. */
void mawqut_install_crash_restore(void);

#endif

#ifndef MAWQUT_TERMINAL_CODES_H
#define MAWQUT_TERMINAL_CODES_H

/* Terminfo string capabilities of the terminal ncurses set up, expanded with
 * their parameters and with padding removed ("" when the terminal lacks one).
 * The result lives until the next call: copy it at once. Not thread-safe; call
 * from the queue that draws. */
const char *mawqut_capability(const char *name);
const char *mawqut_capability1(const char *name, int first);
const char *mawqut_capability2(const char *name, int first, int second);

/* The capability as terminfo stores it, unexpanded ("" when the terminal lacks it). */
const char *mawqut_capability_template(const char *name);

#endif

#ifndef MAWQUT_CNCURSESW_SHIM_H
#define MAWQUT_CNCURSESW_SHIM_H

/* SwiftPM drops the -D flags of pkg-config ncursesw; without these the wide-character API disappears. */
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1

#include <locale.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/* ncurses globals and macros, which Swift cannot see or which fail strict concurrency. */
static inline void mawqut_use_environment_locale(void) { setlocale(LC_ALL, ""); }
static inline void mawqut_screen_size(int *rows, int *columns) { getmaxyx(stdscr, *rows, *columns); }
static inline int mawqut_keypad(void) { return keypad(stdscr, TRUE); }
static inline int mawqut_nodelay(void) { return nodelay(stdscr, TRUE); }
static inline int mawqut_get_key(wint_t *key) { return get_wch(key); }
static inline int mawqut_key_resize(void) { return KEY_RESIZE; }
static inline int mawqut_key_enter(void) { return KEY_ENTER; }
static inline int mawqut_key_up(void) { return KEY_UP; }
static inline int mawqut_key_down(void) { return KEY_DOWN; }
static inline int mawqut_key_page_up(void) { return KEY_PPAGE; }
static inline int mawqut_key_page_down(void) { return KEY_NPAGE; }
static inline int mawqut_key_backspace(void) { return KEY_BACKSPACE; }
static inline int mawqut_key_f0(void) { return KEY_F0; }

/* The terminal's size from the kernel, for SIGWINCH. */
static inline int mawqut_terminal_size(int *rows, int *columns) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

#endif

/* The floor for an idle full-screen terminal clock: ncurses, the whole screen
 * drawn once, then one cell changed and refreshed each second. Mawqut's idle CPU
 * is compared with this program's in Scripts/bench-kiosk.sh. */
#include <curses.h>
#include <locale.h>
#include <time.h>
#include <unistd.h>

int main(void) {
    setlocale(LC_ALL, "");
    initscr();
    curs_set(0);
    for (int row = 0; row < LINES; row++) {
        for (int column = 0; column < COLS - 1; column++) mvaddch(row, column, '.');
    }
    refresh();
    for (;;) {
        time_t now = time(NULL);
        mvaddch(LINES / 2, COLS / 2, '0' + now % 10);
        refresh();
        struct timespec pause = {1, 0};
        nanosleep(&pause, NULL);
    }
    endwin();
    return 0;
}

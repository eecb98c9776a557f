#include "terminal_restore.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_modes;
static volatile sig_atomic_t modes_saved = 0;

/* Only async-signal-safe calls: tcsetattr, write, signal, raise. */
static void restore_and_die(int signal_number) {
    static const char reset[] = "\033[0m\033[?25h\033[?1049l\r\n";
    if (modes_saved) tcsetattr(STDIN_FILENO, TCSANOW, &saved_modes);
    ssize_t ignored = write(STDOUT_FILENO, reset, sizeof reset - 1);
    (void)ignored;
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

void mawqut_install_crash_restore(void) {
    if (tcgetattr(STDIN_FILENO, &saved_modes) == 0) modes_saved = 1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = restore_and_die;
    sigemptyset(&action.sa_mask);
    const int fatal[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
    for (unsigned i = 0; i < sizeof fatal / sizeof fatal[0]; i++) sigaction(fatal[i], &action, NULL);
}

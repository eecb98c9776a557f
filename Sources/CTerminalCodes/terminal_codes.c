#include "terminal_codes.h"

#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <string.h>

static char expanded[512];
static size_t used;

static int append(int character) {
    if (used + 1 < sizeof expanded) expanded[used++] = (char)character;
    return character;
}

/* tputs strips terminfo padding ($<5>) and writes the rest through `append`. */
static const char *expand(const char *sequence) {
    used = 0;
    if (sequence != NULL && sequence != (const char *)-1) tputs(sequence, 1, append);
    expanded[used] = '\0';
    return expanded;
}

static const char *lookup(const char *name) {
    const char *sequence = tigetstr(name);
    return sequence == (const char *)-1 ? NULL : sequence;
}

const char *mawqut_capability(const char *name) { return expand(lookup(name)); }

const char *mawqut_capability1(const char *name, int first) {
    const char *sequence = lookup(name);
    return expand(sequence == NULL ? NULL : tiparm(sequence, first));
}

const char *mawqut_capability2(const char *name, int first, int second) {
    const char *sequence = lookup(name);
    return expand(sequence == NULL ? NULL : tiparm(sequence, first, second));
}

const char *mawqut_capability_template(const char *name) {
    const char *sequence = lookup(name);
    return sequence == NULL ? "" : sequence;
}

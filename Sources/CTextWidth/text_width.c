#define _XOPEN_SOURCE 700
#define _GNU_SOURCE
#include <locale.h>
#include <pthread.h>
#include <wchar.h>
#include "text_width.h"

static locale_t utf8_locale = (locale_t)0;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;

static void make_utf8_locale(void) {
    utf8_locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
}

int mawqut_wcwidth(uint32_t code_point) {
    pthread_once(&utf8_once, make_utf8_locale);
    if (utf8_locale == (locale_t)0) return -1;
    locale_t previous = uselocale(utf8_locale);
    int width = wcwidth((wchar_t)code_point);
    uselocale(previous);
    return width;
}

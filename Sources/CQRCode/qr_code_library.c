#include "qr_code_library.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <qrencode.h>
#include <string.h>

static __typeof__(&QRcode_encodeString) encode_string;
static __typeof__(&QRcode_free) free_code;
static const char *open_error;
static pthread_once_t opened = PTHREAD_ONCE_INIT;

static void open_library(void) {
    void *library = dlopen("libqrencode.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        open_error = "libqrencode4 is not installed (libqrencode.so.4 could not be opened)";
        return;
    }
    /* POSIX lets a function's address pass through void * (dlsym's own contract). */
    *(void **)&encode_string = dlsym(library, "QRcode_encodeString");
    *(void **)&free_code = dlsym(library, "QRcode_free");
    if (encode_string == NULL || free_code == NULL) open_error = "libqrencode.so.4 lacks QRcode_encodeString or QRcode_free";
}

int mawqut_qr_encode(const char *text, unsigned char *modules, int capacity, const char **error) {
    pthread_once(&opened, open_library);
    if (open_error != NULL) {
        *error = open_error;
        return 0;
    }
    /* Version 0: the smallest that holds the text; QR_MODE_8 for UTF-8 (qrencode.h). Level L
       (7 % of the symbol may be lost): a screen is never torn or stained, and each step up
       in level can add four modules a side. */
    QRcode *code = encode_string(text, 0, QR_ECLEVEL_L, QR_MODE_8, 1);
    if (code == NULL) {
        *error = errno == ERANGE ? "the text is too long for a QR code" : "libqrencode could not encode the text";
        return 0;
    }
    int width = code->width;
    if (width * width > capacity) {
        free_code(code);
        *error = "the QR code is larger than the room given for it";
        return 0;
    }
    /* The least significant bit of each byte is the module's colour; the others mark
       the function patterns (qrencode.h, struct QRcode). */
    for (int index = 0; index < width * width; index++) modules[index] = code->data[index] & 1;
    free_code(code);
    return width;
}

#include "libcrypto_library.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>

const char *mawqut_libcrypto_open(const char *soname, struct mawqut_libcrypto *functions) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return dlerror();
    /* Each field is an object pointer's size; POSIX guarantees a function's address
       converts to and from void * (dlsym's own contract). */
    const struct { const char *name; void **slot; } table[] = {
        {"EVP_sha256", (void **)&functions->sha256},
        {"EVP_Digest", (void **)&functions->digest},
        {"HMAC", (void **)&functions->hmac},
        {"PKCS5_PBKDF2_HMAC", (void **)&functions->pbkdf2_hmac},
        {"CRYPTO_memcmp", (void **)&functions->memcmp},
    };
    for (size_t index = 0; index < sizeof table / sizeof table[0]; index++) {
        *table[index].slot = dlsym(library, table[index].name);
        if (*table[index].slot == NULL) {
            /* Kept before dlclose, which may reuse dlerror's buffer. */
            static char reason[512];
            snprintf(reason, sizeof reason, "%s", dlerror());
            dlclose(library);
            return reason;
        }
    }
    return NULL;
}

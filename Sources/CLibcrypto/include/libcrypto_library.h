#ifndef MAWQUT_LIBCRYPTO_LIBRARY_H
#define MAWQUT_LIBCRYPTO_LIBRARY_H

/* OpenSSL 3's libcrypto, the system's cryptography: its declarations from Debian's
   libssl-dev, its code from libssl3, opened with dlopen the first time a process signs,
   verifies or compares a secret. A kiosk that never does (no mqtt section, no settings
   PIN typed) never maps it: linked, it cost every kiosk 1.3 MB resident (measured with
   LD_PRELOAD on the idle clock: VmRSS 17.6 -> 18.9 MB). */
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

/* The functions Mawqut calls, each with the type OpenSSL's headers declare. */
struct mawqut_libcrypto {
    __typeof__(&EVP_sha256) sha256;
    __typeof__(&EVP_Digest) digest;
    __typeof__(&HMAC) hmac;
    __typeof__(&PKCS5_PBKDF2_HMAC) pbkdf2_hmac;
    __typeof__(&CRYPTO_memcmp) memcmp;
};

/* Opens the shared library `soname` and fills every field of `functions`. Returns NULL
   when all were found; otherwise the dynamic loader's message (valid until the next
   call), the library closed again. Not thread safe: call it once. */
const char *mawqut_libcrypto_open(const char *soname, struct mawqut_libcrypto *functions);

#endif

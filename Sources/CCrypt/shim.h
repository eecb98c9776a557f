#ifndef MAWQUT_CCRYPT_SHIM_H
#define MAWQUT_CCRYPT_SHIM_H

/* The system's password hashing (libxcrypt on Debian, libcrypt-dev): crypt_r and
   crypt_gensalt_rn with the yescrypt method ("$y$"), as /etc/shadow uses. */
#include <crypt.h>

#endif

#ifndef MAWQUT_QR_CODE_LIBRARY_H
#define MAWQUT_QR_CODE_LIBRARY_H

/* libqrencode (Kentaro Fukuchi's QR code encoder): its declarations from Debian's
   libqrencode-dev, its code from libqrencode4, opened with dlopen the first time a
   wall asks for a QR code, so that a kiosk without one never maps it. */

/* Encodes `text` (UTF-8, as 8-bit data) at error correction level L in the smallest
   version that holds it, into `modules`: one byte per module, row by row, 1 for dark.
   Returns the symbol's width in modules (its height is the same); 0 when it could not
   be made, with `*error` saying why (the library missing, or the text too long for
   `capacity` modules). No quiet zone is included: the caller draws it. */
int mawqut_qr_encode(const char *text, unsigned char *modules, int capacity, const char **error);

#endif

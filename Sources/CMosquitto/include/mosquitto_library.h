#ifndef MAWQUT_MOSQUITTO_LIBRARY_H
#define MAWQUT_MOSQUITTO_LIBRARY_H

/* libmosquitto, the MQTT client library of Eclipse Mosquitto: its declarations from
   Debian's libmosquitto-dev, its code from libmosquitto1, opened with dlopen the first
   time a connection is made. A kiosk without an `mqtt` section never maps it, nor the
   libssl and libcrypto it brings (1.8 MB resident in every kiosk when it was linked). */
#include <mosquitto.h>

/* The functions Mawqut calls, each with the type mosquitto.h declares. */
struct mawqut_mosquitto {
    __typeof__(&mosquitto_lib_init) lib_init;
    __typeof__(&mosquitto_strerror) strerror;
    __typeof__(&mosquitto_connack_string) connack_string;
    __typeof__(&mosquitto_new) new_client;
    __typeof__(&mosquitto_destroy) destroy;
    __typeof__(&mosquitto_user_data_set) user_data_set;
    __typeof__(&mosquitto_connect_callback_set) connect_callback_set;
    __typeof__(&mosquitto_disconnect_callback_set) disconnect_callback_set;
    __typeof__(&mosquitto_message_callback_set) message_callback_set;
    __typeof__(&mosquitto_reconnect_delay_set) reconnect_delay_set;
    __typeof__(&mosquitto_username_pw_set) username_pw_set;
    __typeof__(&mosquitto_will_set) will_set;
    __typeof__(&mosquitto_tls_set) tls_set;
    __typeof__(&mosquitto_loop_start) loop_start;
    __typeof__(&mosquitto_loop_stop) loop_stop;
    __typeof__(&mosquitto_connect_async) connect_async;
    __typeof__(&mosquitto_reconnect_async) reconnect_async;
    __typeof__(&mosquitto_subscribe) subscribe;
    __typeof__(&mosquitto_publish) publish;
    __typeof__(&mosquitto_disconnect) disconnect;
};

/* Opens the shared library `soname` and fills every field of `functions`. Returns NULL
   when all were found; otherwise the dynamic loader's message (valid until the next
   call of this function or of dlerror), the library closed again. Not thread safe: call it once. */
const char *mawqut_mosquitto_open(const char *soname, struct mawqut_mosquitto *functions);

#endif

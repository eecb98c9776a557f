#include "mosquitto_library.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>

/* Looks `name` up in `library` into `*slot`; false (dlerror has the reason) when absent. */
static int find(void *library, const char *name, void **slot) {
    *slot = dlsym(library, name);
    return *slot != NULL;
}

const char *mawqut_mosquitto_open(const char *soname, struct mawqut_mosquitto *functions) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return dlerror();
    /* Each field is an object pointer's size; POSIX guarantees a function's address
       converts to and from void * (dlsym's own contract). */
    const struct { const char *name; void **slot; } table[] = {
        {"mosquitto_lib_init", (void **)&functions->lib_init},
        {"mosquitto_strerror", (void **)&functions->strerror},
        {"mosquitto_connack_string", (void **)&functions->connack_string},
        {"mosquitto_new", (void **)&functions->new_client},
        {"mosquitto_destroy", (void **)&functions->destroy},
        {"mosquitto_user_data_set", (void **)&functions->user_data_set},
        {"mosquitto_connect_callback_set", (void **)&functions->connect_callback_set},
        {"mosquitto_disconnect_callback_set", (void **)&functions->disconnect_callback_set},
        {"mosquitto_message_callback_set", (void **)&functions->message_callback_set},
        {"mosquitto_reconnect_delay_set", (void **)&functions->reconnect_delay_set},
        {"mosquitto_username_pw_set", (void **)&functions->username_pw_set},
        {"mosquitto_will_set", (void **)&functions->will_set},
        {"mosquitto_tls_set", (void **)&functions->tls_set},
        {"mosquitto_loop_start", (void **)&functions->loop_start},
        {"mosquitto_loop_stop", (void **)&functions->loop_stop},
        {"mosquitto_connect_async", (void **)&functions->connect_async},
        {"mosquitto_reconnect_async", (void **)&functions->reconnect_async},
        {"mosquitto_subscribe", (void **)&functions->subscribe},
        {"mosquitto_publish", (void **)&functions->publish},
        {"mosquitto_disconnect", (void **)&functions->disconnect},
    };
    for (size_t index = 0; index < sizeof table / sizeof table[0]; index++) {
        if (!find(library, table[index].name, table[index].slot)) {
            /* Kept before dlclose, which may reuse dlerror's buffer. */
            static char reason[512];
            snprintf(reason, sizeof reason, "%s", dlerror());
            dlclose(library);
            return reason;
        }
    }
    return NULL;
}

#ifndef MAWQUT_CMOSQUITTO_SHIM_H
#define MAWQUT_CMOSQUITTO_SHIM_H

/* libmosquitto (Debian's libmosquitto-dev), the MQTT client library of Eclipse
   Mosquitto. Its API is plain functions and callbacks: nothing needs wrapping. */
#include <mosquitto.h>

#endif

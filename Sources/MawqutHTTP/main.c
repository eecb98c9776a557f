/* mawqut-http URL --timeout SECONDS --output FILE: one HTTP GET, the body of a 200
   answer (checked against its announced Content-Length) written to FILE, exit 0;
   otherwise one line on standard error saying why, exit 1; exit 2 for bad arguments.
   SIGTERM cancels the request (exit 1, "cancelled") and leaves no partial file.

   Networking lives in this separate program so that `mawqut` itself never maps
   libcurl, TLS and their dozens of shared libraries: every command and the kiosk
   start faster and hold less memory, and only a download pays for HTTP. It is
   written in C on libcurl: in Swift, FoundationNetworking brought Foundation and
   ICU's data with it, 56 MB of the package for one GET. */

#include <curl/curl.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* What SIGTERM's handler needs, made before the request starts: it may only call
   async-signal-safe functions (unlink, write, _exit). */
static char partial_path[PATH_MAX];
static char cancelled_line[4096];
static size_t cancelled_length;

static void cancel_on_term(int signal_number) {
    (void)signal_number;
    if (partial_path[0] != '\0') unlink(partial_path);
    ssize_t written = write(STDERR_FILENO, cancelled_line, cancelled_length);
    (void)written;
    _exit(1);
}

/* Says why on one line, "SUBJECT: REASON" (REASON alone without a subject), and exits. */
static void fail(int code, const char *subject, const char *reason) {
    if (subject) fprintf(stderr, "%s: ", subject);
    fprintf(stderr, "%s\n", reason);
    if (partial_path[0] != '\0') unlink(partial_path);
    exit(code);
}

/* The value after `flag` among the arguments, or NULL. */
static const char *value_after(int count, char **arguments, const char *flag) {
    for (int index = 2; index + 1 < count; index++) {
        if (strcmp(arguments[index], flag) == 0) return arguments[index + 1];
    }
    return NULL;
}

/* Whether `address` has a scheme, as "https:" (letters, digits, + - . then a colon). */
static int has_scheme(const char *address) {
    size_t length = strcspn(address, ":");
    if (length == 0 || address[length] != ':') return 0;
    for (size_t index = 0; index < length; index++) {
        char c = address[index];
        int letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if (!letter && (index == 0 || !((c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.'))) return 0;
    }
    return 1;
}

int main(int count, char **arguments) {
    if (count == 2 && strcmp(arguments[1], "--version") == 0) {
        printf("mawqut-http (libcurl %s)\n", curl_version_info(CURLVERSION_NOW)->version);
        return 0;
    }
    if (count < 2 || !has_scheme(arguments[1])) {
        fail(2, NULL, "usage: mawqut-http URL --timeout SECONDS --output FILE");
    }
    const char *address = arguments[1];
    const char *timeout_text = value_after(count, arguments, "--timeout");
    char *end = NULL;
    double timeout = timeout_text ? strtod(timeout_text, &end) : 0;
    if (!timeout_text || end == timeout_text || *end != '\0' || !(timeout > 0)) {
        fail(2, "mawqut-http", "--timeout needs a number of seconds above 0");
    }
    const char *output = value_after(count, arguments, "--output");
    if (!output) fail(2, "mawqut-http", "--output needs a file");

    int length = snprintf(cancelled_line, sizeof cancelled_line, "%s: cancelled\n", address);
    cancelled_length = length < 0 ? 0 : (size_t)length < sizeof cancelled_line ? (size_t)length : sizeof cancelled_line - 1;
    if (snprintf(partial_path, sizeof partial_path, "%s.partial-XXXXXX", output) >= (int)sizeof partial_path) {
        partial_path[0] = '\0';
        fail(1, output, "the path is too long");
    }
    /* The body goes to a file beside FILE and is renamed onto it only when whole. */
    int descriptor = mkstemp(partial_path);
    if (descriptor < 0) {
        partial_path[0] = '\0';
        fail(1, output, strerror(errno));
    }
    FILE *body = fdopen(descriptor, "wb");
    if (!body) fail(1, output, strerror(errno));
    struct sigaction termination = {0};
    termination.sa_handler = cancel_on_term;
    sigaction(SIGTERM, &termination, NULL);
    /* A parent may start it with SIGTERM blocked (Foundation's Process does): the mask
       is inherited through exec. */
    sigset_t term;
    sigemptyset(&term);
    sigaddset(&term, SIGTERM);
    sigprocmask(SIG_UNBLOCK, &term, NULL);

    if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) fail(1, address, "libcurl could not start");
    CURL *request = curl_easy_init();
    if (!request) fail(1, address, "libcurl could not start");
    char curl_error[CURL_ERROR_SIZE] = "";
    curl_easy_setopt(request, CURLOPT_URL, address);
    curl_easy_setopt(request, CURLOPT_WRITEDATA, body);
    curl_easy_setopt(request, CURLOPT_TIMEOUT_MS, (long)(timeout * 1000));
    curl_easy_setopt(request, CURLOPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(request, CURLOPT_MAXREDIRS, 10L);
    curl_easy_setopt(request, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(request, CURLOPT_USERAGENT, "mawqut-http");
    curl_easy_setopt(request, CURLOPT_ERRORBUFFER, curl_error);
    CURLcode result = curl_easy_perform(request);
    if (result != CURLE_OK) {
        fail(1, address, curl_error[0] != '\0' ? curl_error : curl_easy_strerror(result));
    }
    long status = 0;
    curl_easy_getinfo(request, CURLINFO_RESPONSE_CODE, &status);
    if (status != 200) {
        char code[32];
        snprintf(code, sizeof code, "HTTP %ld", status);
        fail(1, address, code);
    }
    /* A body shorter or longer than the announced Content-Length was cut or corrupted. */
    curl_off_t announced = -1, received = 0;
    curl_easy_getinfo(request, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &announced);
    curl_easy_getinfo(request, CURLINFO_SIZE_DOWNLOAD_T, &received);
    if (announced >= 0 && announced != received) {
        char sizes[96];
        snprintf(sizes, sizeof sizes, "%lld bytes received, %lld announced", (long long)received, (long long)announced);
        fail(1, address, sizes);
    }
    curl_easy_cleanup(request);
    if (fflush(body) != 0 || fsync(fileno(body)) != 0 || fclose(body) != 0) fail(1, output, strerror(errno));
    if (rename(partial_path, output) != 0) fail(1, output, strerror(errno));
    return 0;
}

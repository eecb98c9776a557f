/* Runs a command and writes its peak resident set size in kilobytes to a file:
 * peak_rss OUTFILE COMMAND [ARGUMENTS...]. The command's own exit status is returned.
 *
 * A small C parent, because a child's ru_maxrss counts the pages it held before exec:
 * spawned from Python (vfork or fork), every command would show Python's ~15 MB. */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: peak_rss OUTFILE COMMAND [ARGUMENTS...]\n");
        return 2;
    }
    pid_t child = fork();
    if (child < 0) {
        perror("peak_rss: fork");
        return 2;
    }
    if (child == 0) {
        execvp(argv[2], argv + 2);
        perror("peak_rss: exec");
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    if (wait4(child, &status, 0, &usage) < 0) {
        perror("peak_rss: wait4");
        return 2;
    }
    FILE *out = fopen(argv[1], "w");
    if (out == NULL) {
        perror("peak_rss: output file");
        return 2;
    }
    fprintf(out, "%ld\n", usage.ru_maxrss);
    fclose(out);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

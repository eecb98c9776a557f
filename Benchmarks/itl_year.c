/* The C peer for Mawqut's prayer-time benchmark: a year of days for the same 100
 * places as Sources/MawqutBench/main.swift (20 cities, each with four neighbours a
 * degree of latitude apart), computed with Arabeyes ITL's getPrayerTimes (Debian
 * libitl-dev). ITL takes a fixed GMT difference, so each city's standard offset
 * is given and no time-zone database is consulted. Prints the cost per day. */
#include <itl/prayer.h>
#include <stdio.h>
#include <time.h>

static const struct { double latitude, longitude, gmtDiff; } cities[20] = {
    {21.42, 39.83, 3}, {24.47, 39.61, 3}, {30.04, 31.24, 2}, {41.01, 28.98, 3},
    {33.69, 73.05, 5}, {23.81, 90.41, 6}, {-6.21, 106.85, 7}, {3.14, 101.69, 8},
    {51.51, -0.13, 0}, {48.86, 2.35, 1}, {52.52, 13.40, 1}, {59.33, 18.07, 1},
    {40.71, -74.01, -5}, {43.65, -79.38, -5}, {41.88, -87.63, -6},
    {34.05, -118.24, -8}, {-33.87, 151.21, 10}, {-26.20, 28.05, 2},
    {33.57, -7.59, 1}, {35.69, 51.39, 3.5},
};

static int days_in_month(int month, int year) {
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return days[month - 1] + (month == 2 && leap);
}

int main(void) {
    const int year = 2026;
    double checksum = 0;
    long computed = 0;
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (int city = 0; city < 20; city++) {
        for (int neighbour = 0; neighbour < 5; neighbour++) {
            Location location = {0};
            location.degreeLat = cities[city].latitude + (neighbour - 2);
            location.degreeLong = cities[city].longitude;
            location.gmtDiff = cities[city].gmtDiff;
            location.pressure = 1010;
            location.temperature = 10;
            Method method;
            getMethod(1 + (city * 5 + neighbour) % 6, &method);
            method.mathhab = neighbour % 2 == 0 ? 1 : 2;
            for (int month = 1; month <= 12; month++) {
                for (int day = 1; day <= days_in_month(month, year); day++) {
                    Date date = {day, month, year};
                    Prayer times[6];
                    getPrayerTimes(&location, &method, &date, times);
                    checksum += times[5].hour * 60 + times[5].minute;
                    computed++;
                }
            }
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    printf("%ld days in %.3f s: %.2f us per day (checksum %ld)\n", computed, seconds, seconds / computed * 1e6, (long)checksum % 1000);
    return 0;
}

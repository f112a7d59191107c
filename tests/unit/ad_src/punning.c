/* Doubles moved through uint64_t with memcpy (type punning), then transformed. */
#include <stdint.h>
#include <string.h>
#include <math.h>

void swap_halves(double *x, int n) {
    int h = n / 2;
    for (int i = 0; i < h; i++) {
        uint64_t a, b;
        memcpy(&a, &x[i], sizeof a);
        memcpy(&b, &x[h + i], sizeof b);
        memcpy(&x[i], &b, sizeof b);
        memcpy(&x[h + i], &a, sizeof a);
    }
    for (int i = 0; i < n; i++)
        x[i] = sin(x[i]) * x[i];
}

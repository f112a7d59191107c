/* Broadcast parameters from root, compute locally, Gather / Reduce / Scatter. */
#include <math.h>
#include <mpi.h>
#include <stdlib.h>

typedef struct {
    double a, b;
    int n;
} params;

double local_integral(double a, double b, int n) {
    double h = (b - a) / n, s = 0.0;
    for (int i = 0; i < n; i++) {
        double x = a + (i + 0.5) * h;
        s += exp(-x * x) * h;
    }
    return s;
}

double integrate(params *p, int root) {
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double buf[2] = {p->a, p->b};
    MPI_Bcast(buf, 2, MPI_DOUBLE, root, MPI_COMM_WORLD);
    MPI_Bcast(&p->n, 1, MPI_INT, root, MPI_COMM_WORLD);
    double w = (buf[1] - buf[0]) / size;
    double mine = local_integral(buf[0] + rank * w, buf[0] + (rank + 1) * w, p->n);

    double *parts = NULL;
    if (rank == root)
        parts = malloc(sizeof(double) * size);
    MPI_Gather(&mine, 1, MPI_DOUBLE, parts, 1, MPI_DOUBLE, root, MPI_COMM_WORLD);
    double total = 0.0;
    if (rank == root) {
        for (int i = 0; i < size; i++)
            total += parts[i];
        free(parts);
    }
    double check;
    MPI_Reduce(&mine, &check, 1, MPI_DOUBLE, MPI_SUM, root, MPI_COMM_WORLD);
    return rank == root ? total : 0.0;
}

void scatter_scale(const double *full, double *part, double *all, int nlocal, double s, int root) {
    MPI_Scatter(full, nlocal, MPI_DOUBLE, part, nlocal, MPI_DOUBLE, root, MPI_COMM_WORLD);
    for (int i = 0; i < nlocal; i++)
        part[i] *= s;
    MPI_Allgather(part, nlocal, MPI_DOUBLE, all, nlocal, MPI_DOUBLE, MPI_COMM_WORLD);
}

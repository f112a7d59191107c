/* corpus-debug */
/* 1-D stencils: Jacobi smoothing and an explicit heat-equation step. */
void jacobi1d(int n, const double *u, double *v) {
    for (int i = 1; i < n - 1; i++)
        v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3.0;
    v[0] = u[0];
    v[n - 1] = u[n - 1];
}

void heat_step(int n, double *u, double *tmp, double alpha, int steps) {
    for (int s = 0; s < steps; s++) {
        for (int i = 1; i < n - 1; i++)
            tmp[i] = u[i] + alpha * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
        for (int i = 1; i < n - 1; i++)
            u[i] = tmp[i];
    }
}

double energy(int n, const double *u, double h) {
    double e = 0.0;
    for (int i = 0; i < n - 1; i++) {
        double d = (u[i + 1] - u[i]) / h;
        e += 0.5 * d * d * h;
    }
    return e;
}

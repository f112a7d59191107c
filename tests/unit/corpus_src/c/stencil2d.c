/* 2-D five-point Laplacian on a row-major nx*ny grid, plus a VLA variant. */
void laplace2d(int nx, int ny, const double *u, double *out, double h) {
    double inv = 1.0 / (h * h);
    for (int i = 1; i < nx - 1; i++)
        for (int j = 1; j < ny - 1; j++) {
            int k = i * ny + j;
            out[k] = (u[k - ny] + u[k + ny] + u[k - 1] + u[k + 1] - 4.0 * u[k]) * inv;
        }
}

void jacobi2d_vla(int nx, int ny, double u[nx][ny], double v[nx][ny], int iters) {
    for (int it = 0; it < iters; it++) {
        for (int i = 1; i < nx - 1; i++)
            for (int j = 1; j < ny - 1; j++)
                v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        for (int i = 1; i < nx - 1; i++)
            for (int j = 1; j < ny - 1; j++)
                u[i][j] = v[i][j];
    }
}

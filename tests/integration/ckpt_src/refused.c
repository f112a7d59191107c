/* Checkpointed loops mpiad refuses, for the messages (tests/unit/test_checkpoint_returned.py,
 * built with -g): the body writes through a pointer it loads from a struct argument (MEMBER),
 * or through an argument whose size it cannot tell (ARGUMENT). Each names the variable and the
 * source line. */
void mpiad_checkpoint(long snapshots);

struct mesh {
    double *u;
    long n;
};

#if defined(CASE_MEMBER)
double energy(struct mesh *m, int steps) {
    mpiad_checkpoint(2);
    for (int t = 0; t < steps; t++) {
        double *u = m->u;
        for (long i = 0; i < m->n; i++) u[i] = u[i] - 0.1 * u[i] * u[i];
    }
    return m->u[0];
}
#elif defined(CASE_ARGUMENT)
double energy(double *field, int n) {
    mpiad_checkpoint(2);
    for (int t = 0; t < n; t++)
        for (int i = 0; i < n; i++) field[i] = field[i] - 0.1 * field[i] * field[i];
    return field[0];
}
#endif

/* Structs passed by pointer: a particle with position, velocity, mass and an integer id. */
#include <math.h>

struct particle {
    double pos[3];
    double vel[3];
    double mass;
    int id;
};

double energy(const struct particle *p, double k) {
    double ke = 0.0, r2 = 0.0;
    for (int d = 0; d < 3; d++) {
        ke += p->vel[d] * p->vel[d];
        r2 += p->pos[d] * p->pos[d];
    }
    return 0.5 * p->mass * ke + 0.5 * k * r2 + 0.01 * p->id * p->mass;
}

/* Symplectic Euler in a harmonic + anharmonic potential, updates the particle in place. */
void integrate(struct particle *p, double dt, int steps) {
    for (int s = 0; s < steps; s++) {
        for (int d = 0; d < 3; d++) {
            double x = p->pos[d];
            p->vel[d] -= dt * (x + 0.1 * x * x * x) / p->mass;
            p->pos[d] += dt * p->vel[d];
        }
    }
}

/* Small struct returned by value from a non-inlined helper ({ double, double } in IR). */
struct pair {
    double a, b;
};

__attribute__((noinline)) struct pair polar(double r, double t) {
    struct pair p = {r * cos(t), r * sin(t)};
    return p;
}

double pair_kernel(double r, double t) {
    struct pair p = polar(r, t);
    struct pair q = polar(p.a + 1.0, p.b);
    return q.a * q.b + p.a;
}

/* Whole-struct copies (memcpy at -O0, wide loads/stores at -O2), then an update. */
void copy_particles(struct particle *dst, const struct particle *src, int nb, double s) {
    for (int i = 0; i < nb; i++) {
        dst[i] = src[i];
        for (int d = 0; d < 3; d++)
            dst[i].vel[d] *= s * src[i].mass;
    }
}

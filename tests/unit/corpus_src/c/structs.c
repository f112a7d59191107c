/* Structs: array-of-structs particles, struct returned by value. */
#include <math.h>

typedef struct {
    double x, y, z;
} vec3;

typedef struct {
    vec3 pos, vel;
    double mass;
    int id;
} particle;

static vec3 vadd(vec3 a, vec3 b) { return (vec3){a.x + b.x, a.y + b.y, a.z + b.z}; }
static vec3 vscale(vec3 a, double s) { return (vec3){a.x * s, a.y * s, a.z * s}; }
static double vdot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

void drift(particle *p, int n, double dt) {
    for (int i = 0; i < n; i++)
        p[i].pos = vadd(p[i].pos, vscale(p[i].vel, dt));
}

double kinetic_energy(const particle *p, int n) {
    double e = 0.0;
    for (int i = 0; i < n; i++)
        e += 0.5 * p[i].mass * vdot(p[i].vel, p[i].vel);
    return e;
}

vec3 center_of_mass(const particle *p, int n) {
    vec3 c = {0, 0, 0};
    double m = 0.0;
    for (int i = 0; i < n; i++) {
        c = vadd(c, vscale(p[i].pos, p[i].mass));
        m += p[i].mass;
    }
    return vscale(c, 1.0 / m);
}

double distance(const particle *a, const particle *b) {
    vec3 d = vadd(a->pos, vscale(b->pos, -1.0));
    return sqrt(vdot(d, d));
}

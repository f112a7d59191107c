// A C++ virtual method that receives active data and returns an active result, called through
// a base-class pointer, differentiated through Enzyme's interface in forward, vector forward
// (width 2) and reverse mode; checked against central finite differences and by the
// dot-product test. Prints "ok N" with N the checks that passed.
#include <cmath>
#include <cstdio>

int enzyme_dup, enzyme_const, enzyme_width;
extern "C" void __enzyme_autodiff(void *, ...);
extern "C" void __enzyme_fwddiff(void *, ...);

struct Material {
    virtual ~Material() {}
    virtual double stress(double strain, const double *p) const = 0;
};
struct Linear : Material {
    double stress(double e, const double *p) const override { return p[0] * e; }
};
struct Cubic : Material {
    double stress(double e, const double *p) const override { return p[0] * e + p[1] * e * e * e; }
};

__attribute__((noinline)) void energy(const double *x, double *y, const Material *const *mats,
                                      int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) s += mats[i]->stress(x[i], x + n) * x[i];
    *y = s;
}

int main() {
    Linear lin;
    Cubic cub;
    const Material *mats[3] = {&lin, &cub, &cub};
    const int n = 3;
    double x[5] = {0.4, -0.3, 0.8, 2.0, 0.5}, v[5] = {0.1, 0.7, -0.2, 0.3, -0.6};
    double v2[5] = {1, 0, 0, -1, 0.5}, h = 1e-6, y = 0, ok = 0;
    auto fd = [&](const double *dir) {
        double xp[5], xm[5], yp, ym;
        for (int i = 0; i < 5; i++) xp[i] = x[i] + h * dir[i], xm[i] = x[i] - h * dir[i];
        energy(xp, &yp, mats, n);
        energy(xm, &ym, mats, n);
        return (yp - ym) / (2 * h);
    };
    double dy = 0;
    __enzyme_fwddiff((void *)energy, enzyme_dup, x, v, enzyme_dup, &y, &dy, enzyme_const, mats,
                     enzyme_const, n);
    double f1 = fd(v), f2 = fd(v2);
    if (std::fabs(dy - f1) <= 1e-6 * (1 + std::fabs(f1))) ok++;
    else std::printf("forward %g fd %g\n", dy, f1);
    double d0 = 0, d1 = 0;
    __enzyme_fwddiff((void *)energy, enzyme_width, 2, enzyme_dup, x, v, v2, enzyme_dup, &y, &d0,
                     &d1, enzyme_const, mats, enzyme_const, n);
    if (std::fabs(d0 - f1) <= 1e-6 * (1 + std::fabs(f1)) &&
        std::fabs(d1 - f2) <= 1e-6 * (1 + std::fabs(f2)))
        ok++;
    else std::printf("vector forward %g %g fd %g %g\n", d0, d1, f1, f2);
    double g[5] = {0, 0, 0, 0, 0}, w = 0.8, wy = w;
    __enzyme_autodiff((void *)energy, enzyme_dup, x, g, enzyme_dup, &y, &wy, enzyme_const, mats,
                      enzyme_const, n);
    double rhs = 0;
    for (int i = 0; i < 5; i++) rhs += v[i] * g[i];
    if (std::fabs(dy * w - rhs) <= 1e-10 * (1 + std::fabs(rhs))) ok++;
    else std::printf("dot product %.17g vs %.17g\n", dy * w, rhs);
    std::printf("ok %d\n", (int)ok);
    return ok == 3 ? 0 : 1;
}

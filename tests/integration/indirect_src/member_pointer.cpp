// The reproducer of issue 34 (point 2): a C++ proxy app packs its fields through an array of
// pointers to member functions returning a reference into active memory. Expected: "2 4 6 8".
#include <cstdio>
#include <vector>
struct Dom { std::vector<double> a, b;
  double &fa(int i) { return a[i]; } double &fb(int i) { return b[i]; } };
typedef double &(Dom::*Member)(int);
int enzyme_dup, enzyme_const;
extern "C" void __enzyme_autodiff(void *, ...);
__attribute__((noinline)) void pack(Dom &d, int nf, Member *fields, double *buf, int n) {
  for (int f = 0; f < nf; f++) { Member m = fields[f];
    for (int i = 0; i < n; i++) buf[f * n + i] = (d.*m)(i); } }   // the indirect call
__attribute__((noinline)) void step(Dom *d, double *out, int n) {
  double buf[8]; Member fields[2] = {&Dom::fa, &Dom::fb};
  pack(*d, 2, fields, buf, n);
  double s = 0; for (int i = 0; i < 2 * n; i++) s += buf[i] * buf[i]; *out = s; }
int main() {
  Dom d, dd; d.a = {1, 2}; d.b = {3, 4}; dd.a = {0, 0}; dd.b = {0, 0};
  double out = 0, dout = 1;
  __enzyme_autodiff((void *)step, enzyme_dup, &d, &dd, enzyme_dup, &out, &dout, enzyme_const, 2);
  printf("%g %g %g %g\n", dd.a[0], dd.a[1], dd.b[0], dd.b[1]);
}

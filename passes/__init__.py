"""The IR-level core of mpiad: IR model, analyses, derivative generators and rules.

This package depends only on the standard library and llvmlite, so that the pass can be
used (and tested) without Numba or MPI present.
"""

"""mpiad: automatic differentiation of MPI programs at the level of LLVM IR."""

__version__ = "0.1.0"

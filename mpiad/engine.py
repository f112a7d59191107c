"""JIT-compiling (derivative) modules with llvmlite's MCJIT, linked against the MPI library.

Each module gets its own execution engine (modules carry their own copies of Numba helpers and of
mpiad's MPI runtime, so they must not share a symbol namespace). The runtime's code may come apart,
as object code (``compile_module(..., runtime=)``): it is loaded into the module's engine, so each
engine still has its own copy of the runtime's state. The module is optimised with
LLVM's -O3 pipeline (vectorisation on) for the host CPU, as Numba would; ``compile_module(...,
opt=N)`` picks another level (-O0 runs no optimisation pass). Object code can be kept on disk:
:func:`compile_module` returns it, and :func:`load_object` makes an engine from it without
running LLVM's optimiser or code generator again. :meth:`JitModule.fn` gives a compiled function
as a ctypes function.
"""

from __future__ import annotations

import ctypes
import threading
import weakref
from collections.abc import Collection

import llvmlite.binding as llvm

from mpiad_passes.errors import VerifyError

from .mpilib import family, load_libmpi
from .quiet_hints import quiet_loop_notes

_lock = threading.RLock()
_tm = None
#: live engines that have mpiad_register_op_derivative, for registrations made later
_op_targets: "weakref.WeakSet[JitModule]" = weakref.WeakSet()
#: (op handle, like code) registered so far, applied to every new engine
_op_registrations: list[tuple[int, int]] = []

REGISTER_FN = "mpiad_register_op_derivative"
DROP_FN = "mpiad.drop_spare"


def _numba_runtime() -> None:
    """Kernels call Numba's runtime (NRT_MemInfo_alloc_aligned ...) and C helpers, whose
    symbols Numba registers with LLVM when its runtime is initialised: do that even when every
    kernel comes from the disk cache and Numba compiles nothing."""
    from numba.core.registry import cpu_target
    from numba.core.runtime import rtsys

    rtsys.initialize(cpu_target.target_context)


def _new_target_machine(opt: int = 3):
    target = llvm.Target.from_default_triple()
    return target.create_target_machine(
        cpu=llvm.get_host_cpu_name(),
        features=llvm.get_host_cpu_features().flatten(),
        opt=opt,
        reloc="default",
        codemodel="jitdefault",
    )


def _target_machine():
    """The shared target machine used for optimisation and data layouts only.

    It must never be handed to an execution engine: llvmlite's engine takes ownership of its
    target machine and destroys it with itself, so a shared one is freed by the first engine
    that dies and every later use reads freed memory (issue 24: a kernel made in a function
    crashed the process once it was garbage-collected). Engines get :func:`_engine_tm`."""
    global _tm
    if _tm is None:
        load_libmpi()
        _numba_runtime()
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        _tm = _new_target_machine()
    return _tm


def _engine_tm(opt: int = 3):
    """A target machine of its own for one execution engine (which will own and free it), whose
    code generator optimises at level ``opt``."""
    _target_machine()
    return _new_target_machine(opt)


def _release(engine, drop_spare: int) -> None:
    """Free what the module's code allocated for later calls (the tape's spare buffer) while
    the code is still there; then the engine goes with its last reference."""
    if drop_spare:
        ctypes.CFUNCTYPE(None)(drop_spare)()


class JitModule:
    """An execution engine holding one compiled module; keeps it alive for its functions."""

    def __init__(self, engine, module):
        self.engine = engine
        self.module = module
        self._register_addr = 0
        fin = weakref.finalize(self, _release, engine, engine.get_function_address(DROP_FN))
        fin.atexit = False  # at exit the process frees everything anyway

    def address(self, name: str) -> int:
        addr = self.engine.get_function_address(name)
        if not addr:
            raise RuntimeError(f"mpiad: internal error: no function {name} in the JIT module")
        return addr

    def fn(self, name: str, restype, *argtypes):
        """The compiled function ``name`` as a ctypes function ``restype(*argtypes)``.

        The function keeps this module (its machine code) alive as long as it is referenced.
        Raises LookupError when the module has no function ``name``."""
        addr = self.engine.get_function_address(name)
        if not addr:
            raise LookupError(f"no function {name} in the JIT module")
        f = ctypes.CFUNCTYPE(restype, *argtypes)(addr)
        f._jit_module = self  # the code lives as long as the engine
        return f

    def _enable_op_registrations(self) -> None:
        addr = self.engine.get_function_address(REGISTER_FN)
        if addr:
            self._register_addr = addr
            for op, like in _op_registrations:
                self.register_op(op, like)
            _op_targets.add(self)

    def _set_numba_environments(self) -> None:
        """Point the module's ``NumbaEnv`` globals at Numba's Environment objects, as Numba does
        for its own engine (used to box the runtime arguments of dynamic exceptions)."""
        from numba.core.environment import lookup_environment

        self._envs = []
        for gv in self.module.global_variables:
            if gv.name.startswith("_ZN08NumbaEnv"):
                env = lookup_environment(gv.name)
                addr = self.engine.get_global_value_address(gv.name)
                if env is not None and addr:
                    ctypes.c_void_p.from_address(addr).value = id(env)
                    self._envs.append(env)

    def register_op(self, op: int, like: int) -> None:
        if self._register_addr:
            # MPI_Op is an int under MPICH's ABI, a pointer under Open MPI's and the standard's
            op_t = ctypes.c_int32 if family() == "mpich" else ctypes.c_void_p
            ctypes.CFUNCTYPE(None, op_t, ctypes.c_int32)(self._register_addr)(op, like)


def _check_opt(opt: int) -> None:
    if opt not in (0, 1, 2, 3):
        raise ValueError(f"mpiad: optimisation level must be 0, 1, 2 or 3, not {opt!r}")


def optimize(mod, opt: int = 3, slp: bool = True) -> None:
    """Run LLVM's -O``opt`` pipeline on ``mod``: nothing at 0; loop and SLP vectorisation from
    -O2 on, as clang does (``slp=False``: no SLP vectorisation, see :func:`compile_module`)."""
    _check_opt(opt)
    if opt == 0:
        return
    tm = _target_machine()
    pto = llvm.create_pipeline_tuning_options(speed_level=opt)
    pto.loop_vectorization = opt >= 2
    pto.slp_vectorization = opt >= 2 and slp
    pb = llvm.create_pass_builder(tm, pto)
    pm = pb.getModulePassManager()
    pm.run(mod, pb)


def internalize(mod, exported: Collection[str]) -> None:
    """Give every function defined in ``mod`` but not named in ``exported`` internal linkage,
    so that LLVM's optimiser drops the ones nothing calls: a derivative's module carries the
    primal kernel, its entry wrapper and the runtime's public helpers, which only the
    derivative's own code calls (or nothing does), and compiling them cost a fifth of LLVM's
    code generation for a first gradient."""
    for fn in mod.functions:
        if not fn.is_declaration and fn.name not in exported:
            fn.linkage = llvm.Linkage.internal
            fn.visibility = llvm.Visibility.default  # local linkage requires it


def compile_module(
    text: str,
    want_object: bool = False,
    opt: int = 3,
    exported: Collection[str] | None = None,
    slp: bool = True,
    runtime: bytes | None = None,
) -> tuple[JitModule, bytes | None]:
    """Parse, optimise at level ``opt`` (0 to 3, LLVM's -O pipelines; -O0 runs no pass) and JIT
    ``text``; also return its object code when ``want_object``. ``exported``: the only
    functions looked up in the compiled module (see :func:`internalize`); None keeps all.
    ``runtime``: object code of the MPI runtime's functions ``text`` declares (see
    :func:`runtime_object`), loaded into the same engine and packed with the returned object.

    ``slp=False`` turns SLP vectorisation off: for reverse sweeps of loops that Numba's -O3 has
    already unrolled (8 copies of a stencil's body), the adjoint scatters overlapping updates
    (``du[i-1] += ..; du[i] += ..; du[i+1] += ..``) that SLP pairs into 16-byte read-modify-
    writes overlapping the 8-byte stores just before them: every pair is a failed store-to-load
    forward. A 1-D heat step's adjoint ran 2.5x faster without it (bench/checkpoint.py)."""
    _check_opt(opt)
    with _lock:
        tm = _target_machine()
        mod = llvm.parse_assembly(text)
        mod.triple = tm.triple
        mod.data_layout = str(tm.target_data)
        if exported is not None:
            internalize(mod, set(exported) | {DROP_FN, REGISTER_FN})
        try:
            mod.verify()
        except RuntimeError as e:  # a module mpiad generated: a bug, said as such by the caller
            first = next((ln.strip() for ln in str(e).splitlines() if ln.strip()), "invalid")
            raise VerifyError(f"LLVM's verifier: {first}") from None
        with quiet_loop_notes(text):
            optimize(mod, opt, slp)
        engine = llvm.create_mcjit_compiler(mod, _engine_tm(opt))
        keep = _add_runtime(engine, runtime)
        objects: list[bytes] = []
        if want_object:
            engine.set_object_cache(lambda m, buf: objects.append(bytes(buf)), lambda m: None)
        engine.finalize_object()
        engine.run_static_constructors()
        jm = JitModule(engine, mod)
        jm._keep = keep
        jm._enable_op_registrations()
        jm._set_numba_environments()
        obj = objects[0] if objects else None
        return jm, (pack(obj, runtime) if obj is not None and runtime is not None else obj)


def _add_runtime(engine, runtime: bytes | None):
    """Add the runtime's object code to ``engine`` (before it is finalised, so that the
    module's calls resolve to it); what must outlive the engine."""
    if runtime is None:
        return None
    ref = llvm.ObjectFileRef.from_data(runtime)
    engine.add_object_file(ref)
    return (runtime, ref)


#: head of a disk entry's code that holds the kernel's object and the runtime's
_PACKED = b"MPIAD-OBJ2\n"


def pack(obj: bytes, runtime: bytes) -> bytes:
    """One blob of a kernel's object code and its runtime's (see :func:`load_object`)."""
    return _PACKED + len(obj).to_bytes(8, "little") + obj + runtime


def _unpack(blob: bytes) -> tuple[bytes, bytes | None]:
    if not blob.startswith(_PACKED):
        return blob, None
    at = len(_PACKED)
    n = int.from_bytes(blob[at : at + 8], "little")
    obj, runtime = blob[at + 8 : at + 8 + n], blob[at + 8 + n :]
    if len(obj) != n or not runtime:
        raise ValueError("truncated object code")
    return obj, runtime


def runtime_object(text: str) -> bytes:
    """Object code of a runtime module (see :mod:`mpiad_passes.mpi.runtime_split`): code generation
    only, for the host CPU, as the kernel's. The runtime is clang -O2 output already, so it
    runs no optimisation pass again."""
    with _lock:
        tm = _target_machine()
        mod = llvm.parse_assembly(text)
        mod.triple = tm.triple
        mod.data_layout = str(tm.target_data)
        mod.verify()
        return _engine_tm().emit_object(mod)


def load_object(obj: bytes) -> JitModule:
    """An engine running previously compiled object code (no LLVM optimisation or codegen):
    one object, or a kernel's packed with its runtime's (:func:`pack`)."""
    obj, runtime = _unpack(obj)
    with _lock:
        tm = _target_machine()
        mod = llvm.parse_assembly("")
        mod.triple = tm.triple
        mod.data_layout = str(tm.target_data)
        engine = llvm.create_mcjit_compiler(mod, _engine_tm())
        keep = _add_runtime(engine, runtime)
        ref = llvm.ObjectFileRef.from_data(obj)
        engine.add_object_file(ref)
        engine.finalize_object()
        jm = JitModule(engine, mod)
        jm._keep = (obj, ref, keep)  # the object files' memory must outlive the engine
        jm._enable_op_registrations()
        return jm


def register_op(op: int, like: int) -> None:
    with _lock:
        _op_registrations.append((op, like))
        for jm in list(_op_targets):
            jm.register_op(op, like)

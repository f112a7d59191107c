"""JIT-compile LLVM IR text with llvmlite (MCJIT, host target) and call functions via ctypes."""
from __future__ import annotations

import ctypes

import llvmlite.binding as llvm

_ready = False


def _init() -> None:
    global _ready
    if not _ready:
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        _ready = True


class Jit:
    def __init__(self, ir_text: str, opt: int = 0):
        _init()
        target = llvm.Target.from_default_triple()
        self.tm = target.create_target_machine(opt=max(opt, 0))
        mod = llvm.parse_assembly(ir_text)
        mod.triple = self.tm.triple
        mod.data_layout = str(self.tm.target_data)
        mod.verify()
        if opt > 0:
            pto = llvm.create_pipeline_tuning_options(speed_level=opt)
            pb = llvm.create_pass_builder(self.tm, pto)
            pm = pb.getModulePassManager()
            pm.run(mod, pb)
        self.module = mod
        self.engine = llvm.create_mcjit_compiler(mod, self.tm)
        self.engine.finalize_object()
        self.engine.run_static_constructors()

    def fn(self, name: str, restype, *argtypes):
        addr = self.engine.get_function_address(name)
        assert addr, f"no function {name}"
        return ctypes.CFUNCTYPE(restype, *argtypes)(addr)


D = ctypes.c_double
P = ctypes.c_void_p
I32 = ctypes.c_int32
I64 = ctypes.c_int64


def ptr(arr) -> int:
    """Address of a numpy array's data."""
    return arr.ctypes.data

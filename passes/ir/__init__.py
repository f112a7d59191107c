"""The IR model: parse LLVM IR text into mutable Python objects and print it back exactly."""

from .instructions import *  # noqa: F403
from .module import Block, Function, GlobalVariable, Module, Param, TypeDef, Verbatim  # noqa: F401
from .parser import parse_module  # noqa: F401
from .types import *  # noqa: F403
from .values import *  # noqa: F403

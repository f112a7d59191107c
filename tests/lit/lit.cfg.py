# lit configuration for mpiad's FileCheck-style IR tests (run by pytest: tests/unit/test_lit.py).
import os
import shlex
import sys

import lit.formats

config.name = "mpiad"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = os.path.join(config.test_source_root, ".lit-output")

_root = os.path.dirname(os.path.dirname(config.test_source_root))
_py = shlex.quote(sys.executable)
config.substitutions.append(("%mpiad-opt", f"{_py} -m mpiad.cli"))
config.substitutions.append(("%python", _py))
_bindir = os.path.dirname(sys.executable)
config.environment["PATH"] = os.pathsep.join(
    [_bindir, config.environment.get("PATH", os.environ.get("PATH", ""))]
)
# a checkout that is not the installed one (a git worktree) imports its own mpiad and passes
if "PYTHONPATH" in os.environ:
    config.environment["PYTHONPATH"] = os.environ["PYTHONPATH"]

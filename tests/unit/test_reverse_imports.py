"""The modules of ``passes/reverse`` form no import circle, counting the imports made only for
typing (``if TYPE_CHECKING:``).

import-linter's ``acyclic_siblings`` contract (pyproject.toml) checks the imports that run, but the
project sets ``exclude_type_checking_imports`` for every contract, and a circle closed by a typing
import is still a circle for a reader: the reverse sweep's helpers (``nested.py``,
``loop_cache.py``, ``checkpoint_rule.py``, the scope taggers) once named the driver's class for
their ``rf`` parameter, the driver imports them, and every module of the package was on one
circle. The helpers now see the sweep through ``sweep.py``'s protocols; this test keeps it so.
"""

from __future__ import annotations

import ast
from pathlib import Path

import mpiad_passes.reverse

REVERSE = Path(mpiad_passes.reverse.__file__).parent


def sibling_imports(path: Path, siblings: set[str]) -> set[str]:
    """The sibling modules ``path`` imports, wherever the import stands (a function body, an
    ``if TYPE_CHECKING:`` block): every ``from .x import ...`` and ``from . import x``."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                out.add(node.module.split(".")[0])
            else:
                out.update(a.name for a in node.names)
    return out & siblings


def import_graph(package: Path) -> dict[str, set[str]]:
    """Module name -> the sibling modules it imports, for the modules of ``package``."""
    files = {p.stem: p for p in package.glob("*.py")}
    return {name: sibling_imports(p, set(files) - {name}) for name, p in files.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of ``graph`` (its modules in order, the first repeated last), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(n: str) -> list[str] | None:
        state[n] = 1
        path.append(n)
        for m in sorted(graph[n]):
            if state.get(m) == 1:
                return path[path.index(m) :] + [m]
            if m not in state:
                got = visit(m)
                if got is not None:
                    return got
        path.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state:
            got = visit(n)
            if got is not None:
                return got
    return None


def test_find_cycle_sees_a_circle_through_a_typing_import(tmp_path):
    """The check itself: a circle closed only under ``if TYPE_CHECKING:`` is found."""
    (tmp_path / "driver.py").write_text("from .helper import run\n")
    (tmp_path / "helper.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .driver import Driver\n"
    )
    (tmp_path / "leaf.py").write_text("from . import helper\n")
    assert find_cycle(import_graph(tmp_path)) == ["driver", "helper", "driver"]
    (tmp_path / "helper.py").write_text("from .sweep import Sweep\n")
    (tmp_path / "sweep.py").write_text("import os\n")
    assert find_cycle(import_graph(tmp_path)) is None


def test_reverse_package_has_no_import_circle():
    graph = import_graph(REVERSE)
    assert {"adjoint", "nested", "loop_cache", "sweep"} <= set(graph)  # (the right folder)
    cycle = find_cycle(graph)
    assert cycle is None, "import circle in passes/reverse: " + " -> ".join(cycle or [])


def test_helpers_import_the_protocol_not_the_drivers():
    """The helpers that reverse loops or tag a finished pair name the sweep's protocol, never
    the classes that drive them (``adjoint``, ``augmented``, ``module``)."""
    graph = import_graph(REVERSE)
    drivers = {"adjoint", "augmented", "module"}
    for helper in ("nested", "loop_cache", "checkpoint_rule", "checkpoint_scopes", "taped_scopes"):
        assert not graph[helper] & drivers, (helper, graph[helper] & drivers)
        assert "sweep" in graph[helper], helper

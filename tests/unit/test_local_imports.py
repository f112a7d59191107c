"""Imports of mpiad's own modules belong at the top of a module.

An import inside a function hides a dependency from the reader and from import-linter, and is
often a cycle papered over. Issue 38 sets a ceiling: at most 15 function-local imports of project
modules (``mpiad``, ``mpiad_passes``, or relative) in the source (``mpiad/``, ``passes/``,
``tools/``). The few that stay are lazy on purpose (a heavy optional module that a light path
must not load) and say why in a comment.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCE_DIRS = ("mpiad", "passes", "tools")
LIMIT = 15


def _is_project(node: ast.Import | ast.ImportFrom) -> bool:
    if isinstance(node, ast.ImportFrom):
        return node.level > 0 or (node.module or "").split(".")[0] in ("mpiad", "mpiad_passes")
    return any(a.name.split(".")[0] in ("mpiad", "mpiad_passes") for a in node.names)


class _Finder(ast.NodeVisitor):
    def __init__(self) -> None:
        self.depth = 0
        self.found: list[ast.Import | ast.ImportFrom] = []

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self.depth += 1
        self.generic_visit(node)
        self.depth -= 1

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Import(self, node: ast.Import | ast.ImportFrom) -> None:
        if self.depth and _is_project(node):
            self.found.append(node)

    visit_ImportFrom = visit_Import


def local_project_imports(root: Path = ROOT) -> list[str]:
    """``path:line: statement`` for each import of a project module inside a function body."""
    out = []
    for d in SOURCE_DIRS:
        for f in sorted((root / d).rglob("*.py")):
            finder = _Finder()
            finder.visit(ast.parse(f.read_text(), str(f)))
            rel = f.relative_to(root).as_posix()
            out += [f"{rel}:{n.lineno}: {ast.unparse(n)}" for n in finder.found]
    return out


def test_counter_sees_local_and_ignores_top_level(tmp_path):
    src = tmp_path / "mpiad"
    src.mkdir()
    (src / "m.py").write_text(
        "import os\nfrom . import a\n"
        "def f():\n    from .b import c\n    import numpy\n    import mpiad_passes.x\n"
        "class K:\n    async def g(self):\n        from mpiad import y\n"
    )
    got = local_project_imports(tmp_path)
    assert got == [
        "mpiad/m.py:4: from .b import c",
        "mpiad/m.py:6: import mpiad_passes.x",
        "mpiad/m.py:9: from mpiad import y",
    ]


def test_few_function_local_project_imports():
    found = local_project_imports()
    assert len(found) <= LIMIT, (
        f"{len(found)} function-local imports of project modules (at most {LIMIT}); move them "
        "to the top of the module, or fix the cycle they hide:\n" + "\n".join(found)
    )

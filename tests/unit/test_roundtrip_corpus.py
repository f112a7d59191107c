"""Every file of the real-compiler corpus survives parse -> print unchanged.

"Unchanged" is judged by LLVM itself: LLVM's canonical text of our printed module must equal LLVM's
canonical text of the input, and the printed module must pass the verifier.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mpiad_passes.ir import parse_module
from mpiad_passes.llvm_check import canonicalize

CORPUS = Path(__file__).resolve().parent / "corpus"
FILES = sorted(CORPUS.glob("*.ll"))


def _compilers() -> set[str]:
    return {p.name.split("_", 1)[0] for p in FILES}


def test_corpus_is_large_and_from_three_compilers() -> None:
    assert len(FILES) >= 20, [p.name for p in FILES]
    assert {"c", "numba", "rust"} <= _compilers()


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_roundtrip(path: Path) -> None:
    canon = canonicalize(path.read_text(), path.name, isolate=False)
    module = parse_module(canon, path.name)
    printed = str(module)
    again = canonicalize(printed, "printed " + path.name, isolate=False)
    if again != canon:
        import difflib

        diff = "".join(
            list(
                difflib.unified_diff(
                    canon.splitlines(True), again.splitlines(True), "llvm(input)", "llvm(printed)"
                )
            )[:60]
        )
        pytest.fail(f"{path.name}: printed module differs from the input:\n{diff}")
    # The model holds every function and every instruction LLVM printed.
    defined = list(module.defined_functions())
    assert len(defined) == sum(1 for ln in canon.splitlines() if ln.startswith("define "))
    n_model = sum(1 for f in defined for i in f.instructions())
    n_text = sum(
        1
        for ln in canon.splitlines()
        if ln.startswith("  ")
        and not ln.startswith("    i")
        and ln.strip()
        and not ln.strip().startswith(("to label", "cleanup", "catch ", "filter ", "]"))
    )
    assert n_model == n_text, (n_model, n_text)

"""What a wheel holds: every package of the checkout, under mpiad's names, and the data files the
pass reads at run time (the MPI runtime's IR). An editable install finds files that a wheel
leaves out, so only this list stands between a new folder and a package that installs broken
(.ci/run's wheel stage then runs the examples and a smoke subset on the installed wheel)."""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

import mpiad_passes.mpi.runtime as runtime

ROOT = Path(__file__).resolve().parents[2]
SETUPTOOLS = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def _installed_name(folder: Path) -> str:
    """The import name a folder of the checkout installs as (package-dir maps ``passes``)."""
    rel = folder.relative_to(ROOT).parts
    for name, src in SETUPTOOLS["package-dir"].items():
        if rel[: len(Path(src).parts)] == Path(src).parts:
            return ".".join((name, *rel[len(Path(src).parts) :]))
    return ".".join(rel)


def _source_folders() -> list[Path]:
    out = []
    for top in ("mpiad", "passes"):
        for d in [ROOT / top, *sorted((ROOT / top).rglob("*"))]:
            if d.is_dir() and d.name != "__pycache__" and any(d.glob("*.[pchl]*")):
                out.append(d)
    return out


def test_every_folder_is_a_listed_package():
    listed = set(SETUPTOOLS["packages"])
    found = {_installed_name(d) for d in _source_folders()}
    assert found == listed, (
        f"pyproject.toml [tool.setuptools] packages: missing {sorted(found - listed)}, "
        f"stale {sorted(listed - found)}"
    )


def test_no_generic_top_level_name():
    assert {p.split(".")[0] for p in SETUPTOOLS["packages"]} == {"mpiad", "mpiad_passes"}


def test_runtime_files_are_package_data():
    """Every file next to the pass's modules that is not Python is in a package-data glob."""
    data = SETUPTOOLS["package-data"]
    for d in _source_folders():
        pkg = _installed_name(d)
        for f in d.iterdir():
            if f.is_file() and f.suffix not in (".py", ".pyc"):
                globs = data.get(pkg, [])
                assert any(fnmatch.fnmatch(f.name, g) for g in globs), (
                    f"{f.relative_to(ROOT)} is not declared package data of {pkg}"
                )
    for abi in ("mpich", "openmpi", "standard"):
        assert (runtime.HERE / f"runtime_{abi}.ll").is_file()


def test_missing_runtime_is_an_error_for_people(monkeypatch, tmp_path):
    """An installation without the package data says so, instead of an internal error."""
    from mpiad_passes.errors import MpiadError

    monkeypatch.setattr(runtime, "HERE", tmp_path)
    try:
        runtime._runtime_text("mpich")
    except MpiadError as e:
        assert "missing from this installation: reinstall mpiad" in str(e)
    else:
        raise AssertionError("no error for a missing runtime")

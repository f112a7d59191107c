"""Importing every rule unit of a package (so adding a unit is adding a file)."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable

#: modules of a rules package that are not rule units
HELPERS = {"protocol", "registry", "common", "_loader"}


def load_units(package: str, path: Iterable[str]) -> None:
    for info in sorted(pkgutil.iter_modules(path), key=lambda m: m.name):
        if info.name not in HELPERS:
            importlib.import_module(f"{package}.{info.name}")

"""Fixtures of the integration tests."""

from __future__ import annotations

import os

import pytest


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    """One disk cache per test file (MPIAD_CACHE_DIR in a temporary directory): the first launch
    of a kernel compiles it (the compile path is tested there), launches on more ranks load it.
    A file that needs another environment defines its own ``env``."""
    cache = tmp_path_factory.mktemp("mpiad_cache")
    return {**os.environ, "MPIAD_CACHE_DIR": str(cache)}

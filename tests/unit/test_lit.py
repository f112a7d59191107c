"""Runs the lit/FileCheck suite in tests/lit from pytest: one pytest test per lit file.

lit runs once for the whole directory (it parallelises), and each test reports its own file's
result, so one command (pytest) runs everything and CI reads one summary line.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

LIT_DIR = Path(__file__).resolve().parents[1] / "lit"
LIT_FILES = sorted(p.name for p in LIT_DIR.glob("*.ll"))


@pytest.fixture(scope="session")
def lit_results(tmp_path_factory) -> dict[str, tuple[bool, str]]:
    xml = tmp_path_factory.mktemp("lit") / "lit.xml"
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            "from lit.main import main; main()",
            "-q",
            f"--xunit-xml-output={xml}",
            str(LIT_DIR),
        ],
        capture_output=True,
        text=True,
        timeout=1200,
    )
    results: dict[str, tuple[bool, str]] = {}
    if xml.exists():
        for case in ET.parse(xml).getroot().iter("testcase"):
            name = case.get("name", "")
            failure = case.find("failure")
            results[name] = (failure is None, (failure.text or "") if failure is not None else "")
    results["__output__"] = (proc.returncode == 0, proc.stdout + proc.stderr)
    return results


@pytest.mark.parametrize("name", LIT_FILES)
def test_lit(name: str, lit_results) -> None:
    if name not in lit_results:
        pytest.fail(f"lit did not run {name}:\n{lit_results['__output__'][1][-4000:]}")
    ok, text = lit_results[name]
    assert ok, f"lit test {name} failed:\n{text[-6000:]}"


def test_lit_found_tests() -> None:
    assert len(LIT_FILES) >= 5

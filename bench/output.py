"""Where a benchmark writes: an output folder by default, the committed tables on request.

Running a benchmark must not dirty the checkout (the README tells users to run them), so every
benchmark writes under ``--out`` (default ``bench/out/``, git-ignored), with the same layout as
the committed files (``RESULTS.md``, ``results/*``). ``--update-results`` writes the committed
``bench/RESULTS.md`` and ``bench/results/`` instead: what a maintainer does to refresh them.
Long runs show a progress bar (rich) on the driving process, which is the only one printing.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

BENCH = Path(__file__).resolve().parent
DEFAULT_OUT = BENCH / "out"


@dataclass(frozen=True)
class Outputs:
    root: Path  # where RESULTS.md goes
    committed: bool

    @property
    def results(self) -> Path:
        d = self.root / "results"
        d.mkdir(parents=True, exist_ok=True)
        return d

    def results_md(self) -> Path:
        self.root.mkdir(parents=True, exist_ok=True)
        return self.root / "RESULTS.md"

    def written(self, path: Path) -> None:
        print(f"wrote {path}", file=sys.stderr)

    def table(self, stem: str, text: str, rows: list[dict]) -> None:
        """A benchmark's table as ``{stem}.md`` and its rows as ``{stem}.json``, in results/."""
        for dst, body in ((f"{stem}.json", json.dumps(rows, indent=1)), (f"{stem}.md", text)):
            (self.results / dst).write_text(body)
            self.written(self.results / dst)


def add_arguments(ap: argparse.ArgumentParser) -> None:
    ap.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_OUT,
        help=f"output folder (default {DEFAULT_OUT.relative_to(BENCH.parent)}/, git-ignored)",
    )
    ap.add_argument(
        "--update-results",
        action="store_true",
        help="write the committed bench/RESULTS.md and bench/results/ instead of --out",
    )


def outputs(args: argparse.Namespace) -> Outputs:
    if args.update_results:
        return Outputs(BENCH, True)
    return Outputs(Path(args.out).resolve(), False)


@contextlib.contextmanager
def progress(total: int, what: str) -> Iterator:
    """A progress bar over ``total`` steps (``advance(description)`` after each); plain lines
    when stderr is not a terminal (CI logs)."""
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        transient=False,
        disable=not sys.stderr.isatty(),
    ) as bar:
        task = bar.add_task(what, total=total)

        def advance(description: str | None = None) -> None:
            bar.update(task, advance=1, description=description or what)

        yield advance


#: how a worker under mpiexec hands its driver a row of results: one line of stdout
RESULT = "RESULT "


def emit_result(row: dict) -> None:
    """Print a worker's row of results for its driver (``results_of``)."""
    print(RESULT + json.dumps(row), flush=True)


def results_of(stdout: str) -> list[dict]:
    """The rows the workers of one launch printed with ``emit_result``, in order."""
    return [json.loads(ln[len(RESULT) :]) for ln in stdout.splitlines() if ln.startswith(RESULT)]

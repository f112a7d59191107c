"""``mpiad-opt``'s command line: ``--fn`` repeated, each with its own options (mpiad/cli.py).

The options --mode, --args, --width and --name after a --fn belong to it; before the first --fn
they are defaults for every --fn. Mistakes are one ``error:`` line (exit 1) before any work.
"""

from __future__ import annotations

import pytest

from mpiad.cli import Job, build_parser, jobs_of, main
from mpiad_passes.errors import MpiadError
from mpiad_passes.ir.parser import parse_module


def _jobs(*argv: str) -> list[Job]:
    return jobs_of(build_parser().parse_args(["in.ll", *argv]))


def test_options_after_a_fn_are_its_own() -> None:
    jobs = _jobs("--fn", "f", "--mode", "reverse", "--args", "dup,const",
                 "--fn", "g", "--args", "dup", "--width", "4", "--name", "g4")  # fmt: skip
    assert jobs == [
        Job("f", "reverse", "dup,const", 1, None),
        Job("g", "forward", "dup", 4, "g4"),
    ]
    assert [j.default_name() for j in jobs] == ["diffe_f", "fwddiffe4_g"]


def test_options_before_the_first_fn_are_defaults() -> None:
    """Before the first --fn: a default for every --fn (a single --fn reads as it always did)."""
    jobs = _jobs("--mode", "reverse", "--args", "dup,const", "--fn", "f", "--fn", "g",
                 "--mode", "forward", "-o", "out.ll")  # fmt: skip
    assert jobs == [Job("f", "reverse", "dup,const"), Job("g", "forward", "dup,const")]
    assert _jobs("--name", "d", "--mode", "reverse", "--fn", "f") == [
        Job("f", "reverse", None, 1, "d")
    ]


@pytest.mark.parametrize(
    "argv,says",
    [
        (["--args", "dup"], "--args need --fn"),
        (["--mode", "reverse", "--width", "2"], "--mode, --width need --fn"),
        (["--fn", "f", "--mode", "reverse", "--mode", "forward"], "--mode given twice for --fn f"),
        (["--args", "dup", "--args", "const", "--fn", "f"], "--args given twice before the first"),
        (["--name", "d", "--fn", "f", "--fn", "g"], "give each --fn its own --name"),
        (["--fn", "f", "--width", "0"], "--fn f: --width must be at least 1, got 0"),
        (["--fn", "f", "--mode", "reverse", "--width", "2"], "--fn f: --width is for forward"),
    ],
)
def test_mistakes_are_one_message(argv: list[str], says: str) -> None:
    with pytest.raises(MpiadError) as e:
        _jobs(*argv)
    assert says in str(e.value), str(e.value)


KERNEL = """\
define double @f(ptr %x) {
  %v = load double, ptr %x, align 8
  %w = fmul double %v, %v
  ret double %w
}

define double @g(double %a, double %b) {
  %p = fmul double %a, %b
  ret double %p
}
"""


def test_several_derivatives_in_one_run(tmp_path, capsys) -> None:
    src, out = tmp_path / "k.ll", tmp_path / "out.ll"
    src.write_text(KERNEL)
    argv = [str(src), "-o", str(out), "--fn", "f", "--mode", "reverse", "--args", "dup",
            "--fn", "g", "--args", "out,const", "--mode", "reverse",
            "--fn", "f", "--args", "dup", "--width", "2", "-v"]  # fmt: skip
    assert main(argv) == 0, capsys.readouterr().err
    err = capsys.readouterr().err
    for made in ("--fn f: reverse mode, made @diffe_f", "--fn g: reverse mode, made @diffe_g",
                 "--fn f: forward mode, made @fwddiffe2_f"):  # fmt: skip
        assert made in err, err
    fns = parse_module(out.read_text(), "out").functions
    assert {"diffe_f", "diffe_g", "fwddiffe2_f"} <= {n for n, f in fns.items() if f.blocks}
    assert str(fns["diffe_g"].ret) == "double"  # the adjoint of the one 'out' argument

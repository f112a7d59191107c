"""``mpiad-opt``: the command-line front door, shaped like LLVM's ``opt``.

It reads a ``.ll`` file (or stdin), checks it with LLVM, reads it into mpiad's IR model, adds the
derivatives asked for (``--fn``, repeatable, and ``__enzyme_*`` calls in the module) and writes the
module back; with nothing to differentiate, exactly as LLVM prints it. Bad input of any kind ends
with exit status 1 and one ``error:`` line on stderr; the input is never modified and the output
is replaced atomically.
"""

from __future__ import annotations

import argparse
import os
import stat
import sys
import tempfile
from dataclasses import dataclass

import mpiad_passes.rules  # noqa: F401 - fills the rule tables
from mpiad_passes import differentiate as D
from mpiad_passes import enzyme_api
from mpiad_passes import preprocess as PP
from mpiad_passes.activity_names import CONST, DUP
from mpiad_passes.context import context_of
from mpiad_passes.errors import MpiadError, UnsupportedError
from mpiad_passes.llvm_check import canonicalize, preprocessed, read_model, verify
from mpiad_passes.mpi import abi

USAGE_EPILOG = """\
exit status: 0 on success; 1 with a one-line 'error:' message on bad input.
The input file is never modified; OUT is written atomically (a temporary file renamed into place),
so a failed run leaves no half-written output.

what is differentiated:
  --fn F [--mode M] [--args A] [--width W] [--name N]   one derivative of F; --fn may be repeated
  The options --mode, --args, --width and --name that follow a --fn apply to that --fn (up to the
  next --fn); those given before the first --fn are defaults for every --fn (--name excepted).
  The other options may stand anywhere. Calls to __enzyme_fwddiff / __enzyme_autodiff in the
  module (Enzyme's interface, markers enzyme_dup / enzyme_const / enzyme_out / enzyme_dupnoneed)
  are replaced by calls to the generated derivatives, with or without --fn. A module with no
  --fn and no such call is written back unchanged (as LLVM prints it).

  The output is valid input: run mpiad-opt on it again to add more derivatives. mpiad's runtime
  functions carry the attribute "mpiad"="runtime" and are linked once. A derivative's name must
  be new: a second --fn F of the same mode (in one run or a later one) is an error that asks
  for --name.

activities (--args, one per parameter of --fn, comma separated):
  dup        Duplicated: the argument is followed by its shadow (tangent or adjoint buffer)
  dupnoneed  Duplicated, primal result not needed
  const      no derivative
  out        Active scalar (reverse mode): its adjoint is returned

generated functions:
  forward  fwddiffe_F(args with a shadow after each dup argument) returns the tangent of F's
           floating-point result (void otherwise); with --width W each dup argument is followed
           by W shadows and the W result tangents are written through one extra final pointer
           (named fwddiffeW_F)
  reverse  diffe_F(args with a shadow after each dup argument, then the seed of the result if F
           returns a float) returns the adjoints of the 'out' arguments (one double, or a struct)
  hvp      fwddiffe_diffe_F: forward mode over diffe_F, both made in one run: each dup pointer x
           of F is followed by its W directions v, its gradient shadow and W buffers where H v
           is added; then the seed of the result

unoptimised input (-O0, rustc opt-level=0) is simplified by LLVM before it is differentiated
(--preprocess): only the functions a derivative is made from (and those whose __enzyme_* calls
are replaced); every other function is left as it is. -v says whether and where.

examples:
  mpiad-opt kernel.ll -o kernel.out.ll                      parse, verify and re-emit a module
  cat kernel.ll | mpiad-opt - -o -                          the same through stdin/stdout
  mpiad-opt k.ll --fn f --mode forward --args dup,const -o k.fwd.ll
  mpiad-opt k.ll --fn f --mode forward --args dup,const --width 4 -o k.fwd4.ll
  mpiad-opt k.ll --fn f --mode reverse --args out,dup,const -o k.rev.ll
  mpiad-opt k.ll --fn f --mode hvp --args dup,const -o k.hvp.ll
  mpiad-opt k.ll --mode reverse --fn f --args dup,const --fn g --args dup,const -o k.rev.ll
                                  two gradients, diffe_f and diffe_g, in one run
  mpiad-opt k.rev.ll --fn f --mode forward --args dup,const -o k.both.ll
                                  add a tangent to an earlier output
  mpiad-opt enzyme_style.ll -o lowered.ll                   lower __enzyme_* calls
  mpiad-opt k.ll --fn f --mode reverse --args dup,const --checkpoint-snapshots 32 -o k.rev.ll
                                  32 snapshots for loops marked @mpiad_checkpoint(i64 0)
"""

#: the options that belong to one --fn
PER_FN = ("mode", "args", "width", "name")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse would exit 2 with a usage dump
        raise MpiadError(message)


class _FnAction(argparse.Action):
    """``--fn F``: start a new derivative; the per-function options after it belong to it."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        jobs = getattr(namespace, "jobs", None) or []
        jobs.append({"fn": values})
        namespace.jobs = jobs


class _PerFnAction(argparse.Action):
    """``--mode``/``--args``/``--width``/``--name``: an option of the last ``--fn`` given, or a
    default for every ``--fn`` when no ``--fn`` came before it."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        jobs = getattr(namespace, "jobs", None)
        if jobs:
            target, where = jobs[-1], f" for --fn {jobs[-1]['fn']}"
        else:
            target = getattr(namespace, "defaults", None) or {}
            namespace.defaults, where = target, " before the first --fn"
        if self.dest in target:
            raise MpiadError(f"{option_string} given twice{where}")
        target[self.dest] = values


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="mpiad-opt",
        usage="%(prog)s IN [-o OUT] [options] [--fn F [--mode M] [--args A] [--width W] "
        "[--name N]]...",
        description="Read an LLVM IR module, check it with LLVM's parser and verifier, add the "
        "derivatives asked for (--fn, __enzyme_* calls) and write it out.",
        epilog=USAGE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.set_defaults(jobs=None, defaults=None)
    p.add_argument("input", metavar="IN", help="input .ll file, or '-' for standard input")
    p.add_argument(
        "-o",
        dest="output",
        metavar="OUT",
        default="-",
        help="output .ll file, or '-' for standard output (default)",
    )
    p.add_argument(
        "--fn",
        metavar="NAME",
        action=_FnAction,
        help="function to differentiate (without '@'); repeat it for several derivatives, each "
        "followed by its own --mode/--args/--width/--name",
    )
    p.add_argument(
        "--mode",
        choices=["forward", "reverse", "hvp"],
        action=_PerFnAction,
        help="forward (tangent), reverse (gradient) or hvp (Hessian-vector products: forward "
        "over reverse) mode; default forward",
    )
    p.add_argument(
        "--args",
        metavar="LIST",
        action=_PerFnAction,
        help="activity of each parameter of --fn: dup,const,dupnoneed,out",
    )
    p.add_argument(
        "--width",
        metavar="W",
        type=int,
        action=_PerFnAction,
        help="vector forward mode: W tangent directions in one call (default 1)",
    )
    p.add_argument(
        "--preprocess",
        choices=["auto", "always", "never"],
        default=None,
        help="simplify the functions a derivative is made from with LLVM first (inline small "
        "callees, SROA, instcombine, simplifycfg): 'auto' (default) when they look like a debug "
        "build (optnone, isOptimized: false, helpers left to inline), 'always', or 'never'; the "
        "environment variable MPIAD_PREPROCESS overrides it",
    )
    p.add_argument(
        "--name",
        metavar="NAME",
        action=_PerFnAction,
        help="name of the generated function (default fwddiffe_F / diffe_F)",
    )
    p.add_argument(
        "--mpi-abi",
        choices=["mpich", "openmpi", "standard"],
        default=None,
        help="the MPI ABI family the module was compiled for: mpich (MPICH, Intel MPI, Cray "
        "MPICH, MVAPICH: int handles), openmpi (ompi_* globals), standard (MPI-5 mpi_abi.h); "
        "default: read off the module",
    )
    p.add_argument(
        "--checkpoint-snapshots",
        metavar="K",
        type=int,
        default=None,
        help="reverse mode: the number of snapshots of time loops marked for checkpointing "
        "with the default count, `call void @mpiad_checkpoint(i64 0)` (a marker with a count "
        "of its own keeps it); without this flag such a marker is an error",
    )
    p.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="say on stderr what was done: the MPI ABI family and why, whether and where the "
        "module was simplified, the derivatives made",
    )
    return p


def _read_input(path: str) -> tuple[str, str]:
    if path == "-":
        return sys.stdin.read(), "<stdin>"
    try:
        with open(path, encoding="utf-8") as f:
            return f.read(), path
    except FileNotFoundError:
        raise MpiadError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise MpiadError(f"{path}: is a directory, expected a .ll file") from None
    except UnicodeDecodeError:
        raise MpiadError(
            f"{path}: not a text file (is it bitcode? mpiad-opt reads textual .ll)"
        ) from None
    except OSError as e:
        raise MpiadError(f"{path}: cannot read: {e.strerror}") from None


def _output_mode(path: str) -> int:
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def write_atomically(path: str, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same directory, then rename."""
    if path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    directory = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(prefix=".mpiad-opt.", suffix=".tmp", dir=directory)
    except OSError as e:
        raise MpiadError(f"{path}: cannot write: {e.strerror}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        # mkstemp makes the file 0600; an output file gets the usual mode: an existing file's,
        # else 0666 less the umask (as open() would)
        os.chmod(tmp, _output_mode(path))
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


@dataclass
class Job:
    """One ``--fn`` and its options."""

    fn: str
    mode: str = "forward"
    args: str | None = None
    width: int = 1
    name: str | None = None

    def default_name(self) -> str:
        base = self.fn.strip('"')
        if self.mode == "reverse":
            return f"diffe_{base}"
        if self.mode == "hvp":
            return (
                f"fwddiffe_diffe_{base}"
                if self.width == 1
                else f"fwddiffe{self.width}_diffe_{base}"
            )
        return f"fwddiffe_{base}" if self.width == 1 else f"fwddiffe{self.width}_{base}"


def jobs_of(args: argparse.Namespace) -> list[Job]:
    """The ``--fn`` requests of a parsed command line, each with its options resolved."""
    defaults = args.defaults or {}
    if not args.jobs:
        if defaults:
            given = ", ".join(f"--{k}" for k in PER_FN if k in defaults)
            raise MpiadError(f"{given} need --fn (the function to differentiate)")
        return []
    if "name" in defaults and len(args.jobs) > 1:
        raise MpiadError(
            "--name before the first --fn would name every derivative alike; give each --fn "
            "its own --name after it"
        )
    jobs = [Job(**{**defaults, **j}) for j in args.jobs]
    for j in jobs:
        if j.width is None or j.width < 1:
            raise MpiadError(f"--fn {j.fn}: --width must be at least 1, got {j.width}")
        if j.mode == "reverse" and j.width != 1:
            raise MpiadError(
                f"--fn {j.fn}: --width is for forward mode; reverse mode computes one gradient"
            )
    return jobs


def _say(args, message: str) -> None:
    if args.verbose:
        print(f"mpiad-opt: {message}", file=sys.stderr)


def run(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    jobs = jobs_of(args)
    if args.checkpoint_snapshots is not None and args.checkpoint_snapshots < 1:
        raise MpiadError(
            f"--checkpoint-snapshots must be at least 1, got {args.checkpoint_snapshots}"
        )
    text, source = _read_input(args.input)
    canon = canonicalize(text, source)
    module = read_model(canon, source)
    enzyme = bool(enzyme_api.enzyme_calls(module))
    if not jobs and not enzyme:
        _say(args, "nothing to differentiate (no --fn, no __enzyme_* call): module written back")
        write_atomically(args.output, canon)
        return 0
    for j in jobs:
        _check_fn(module, j)
    _check_names(module, jobs)
    module = _preprocess(module, canon, source, jobs, enzyme, args)
    _mpi_abi(module, args)
    context_of(module).checkpoint_snapshots = args.checkpoint_snapshots
    _differentiate(module, jobs, enzyme, args)
    for w in context_of(module).warnings:
        print(f"warning: {w}", file=sys.stderr)
    out = str(module)
    verify(out, "mpiad-opt output")
    write_atomically(args.output, out)
    return 0


def _check_fn(module, job: Job) -> None:
    fn = module.functions.get(job.fn)
    if fn is None or fn.is_declaration:
        defined = ", ".join(sorted(f.name for f in module.defined_functions())) or "none"
        raise MpiadError(
            f"--fn {job.fn}: no such function defined in the module (defined: {defined})"
        )
    if job.args is None:
        raise MpiadError(
            f"--fn {job.fn} needs --args with one activity per parameter "
            f"({len(fn.params)} here), e.g. --args "
            + ",".join(DUP if p.type.is_pointer or p.type.is_float else CONST for p in fn.params)
        )


def _preprocess(module, canon: str, source: str, jobs: list[Job], enzyme: bool, args):
    """The module to differentiate: ``module`` itself, or, when the functions derivatives are
    made from look unoptimised, the module with just those simplified (see
    :mod:`mpiad_passes.preprocess`)."""
    roots = {j.fn for j in jobs}
    found = enzyme_api.targets(module) if enzyme else (set(), set())
    if found is None:  # an Enzyme call's function is known only after simplification
        only = PP.targets(module, {f.name for f in module.defined_functions()})
    else:
        only = PP.targets(module, roots | found[0], found[1])
    pol = PP.policy(args.preprocess, default="auto")
    if pol == "never":
        _say(args, "not simplified (preprocess=never)")
        return module
    reason = PP.unoptimised_reason(module, only) if pol == "auto" else "preprocess=always"
    if reason is None:
        _say(args, "not simplified: the functions to differentiate look optimised")
        return module
    out, warning = preprocessed(canon, pol, source, only=only)
    if out is canon:
        if warning:
            print(f"warning: {warning}", file=sys.stderr)
        return module
    names = ", ".join(f"@{n}" for n in sorted(only))
    _say(args, f"simplified with LLVM before differentiating ({reason}): {names}")
    return read_model(out, source)


def _mpi_abi(module, args) -> None:
    """Settle the module's MPI ABI family before anything is differentiated: refuse a module
    that mixes families (even with --mpi-abi: no family fits it), and with --verbose say which
    family is used and why."""
    try:
        detected = abi.detect(module).name
    except UnsupportedError as e:
        raise MpiadError(str(e)) from None
    context_of(module).abi = args.mpi_abi
    if args.verbose:
        signs = abi.evidence(module)
        why = "; ".join(signs.values()) or "no MPI handle in the module (MPICH's ABI assumed)"
        used = args.mpi_abi or detected
        how = "given by --mpi-abi" if args.mpi_abi else "detected"
        extra = (
            f" (the module looks like {detected})" if args.mpi_abi not in (None, detected) else ""
        )
        print(f"mpiad-opt: MPI ABI family: {used}, {how}{extra}; {why}", file=sys.stderr)


def _differentiate(module, jobs: list[Job], enzyme: bool, args) -> None:
    for j in jobs:
        acts = [a.strip() for a in j.args.split(",")] if j.args.strip() else []
        if j.mode == "forward":
            made = D.forward(module, j.fn, acts, j.width, name=j.name)
        elif j.mode == "hvp":
            made = D.hvp(module, j.fn, acts, j.width, name=j.name)
        else:
            made = D.reverse(module, j.fn, acts, name=j.name)
        _say(args, f"--fn {j.fn}: {j.mode} mode, made @{made.name}")
    if enzyme:
        n = enzyme_api.lower(module)
        _say(args, f"replaced {n} __enzyme_* call(s)")


def _check_names(module, jobs: list[Job]) -> None:
    """Refuse a derivative name that is taken, before anything is done: by a function of the
    module (an earlier run's derivative of the same function and mode) or by an earlier --fn of
    this run. (A fresh name such as diffe_f.1 would be one the user's code cannot call.)"""
    seen: set[str] = set()
    for j in jobs:
        name = j.name or j.default_name()
        taken = any(n in module.functions or n in module.globals for n in (name, f'"{name}"'))
        if taken or name in seen:
            where = "the module already has" if taken else "an earlier --fn makes"
            raise MpiadError(
                f"--fn {j.fn}: {where} a function @{name}; give this derivative another name "
                "with --name"
            )
        seen.add(name)


#: the traceback of the last internal error (not shown to users: one line is; kept for tools
#: that run many inputs in one process, such as the fuzzer, whose report names the frame)
last_internal_traceback: str | None = None


def main(argv: list[str] | None = None) -> int:
    global last_internal_traceback
    argv = sys.argv[1:] if argv is None else argv
    try:
        return run(argv)
    except MpiadError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("error: interrupted", file=sys.stderr)
        return 1
    except RecursionError:
        print("error: the input is nested too deeply for mpiad-opt", file=sys.stderr)
        return 1
    except Exception as e:
        import traceback

        last_internal_traceback = traceback.format_exc()
        print(
            f"error: internal error in mpiad-opt ({type(e).__name__}: {e}); please report it "
            "with the input file",
            file=sys.stderr,
        )
        return 1


if __name__ == "__main__":
    sys.exit(main())

"""``mpiad-opt``: the command-line front door, shaped like LLVM's ``opt``.

It reads a ``.ll`` file (or stdin), checks it with LLVM, reads it into mpiad's IR model, and writes
the module back (later: differentiated). Bad input of any kind ends with exit status 1 and one
``error:`` line on stderr; the input is never modified and the output is replaced atomically.
"""

from __future__ import annotations

import argparse
import os
import stat
import sys
import tempfile

from mpiad_passes.errors import MpiadError

USAGE_EPILOG = """\
exit status: 0 on success; 1 with a one-line 'error:' message on bad input.
The input file is never modified; OUT is written atomically (a temporary file renamed into place),
so a failed run leaves no half-written output.

Without --fn, calls to __enzyme_fwddiff / __enzyme_autodiff in the module (Enzyme's interface,
markers enzyme_dup / enzyme_const / enzyme_out / enzyme_dupnoneed) are replaced by calls to the
generated derivatives; a module without such calls is parsed, verified and re-emitted.

activities (--args, one per parameter of --fn, comma separated):
  dup        Duplicated: the argument is followed by its shadow (tangent or adjoint buffer)
  dupnoneed  Duplicated, primal result not needed
  const      no derivative
  out        Active scalar (reverse mode): its adjoint is returned

generated functions:
  forward  fwddiffe_F(args with a shadow after each dup argument) returns the tangent of F's
           floating-point result (void otherwise); with --width W each dup argument is followed
           by W shadows and the W result tangents are written through one extra final pointer
  reverse  diffe_F(args with a shadow after each dup argument, then the seed of the result if F
           returns a float) returns the adjoints of the 'out' arguments (one double, or a struct)
  hvp      fwddiffe_diffe_F: forward mode over diffe_F, made in one run (not by running
           mpiad-opt twice): each dup pointer x of F is followed by its W directions v, its
           gradient shadow and W buffers where H v is added; then the seed of the result

examples:
  mpiad-opt kernel.ll -o kernel.out.ll                      parse, verify and re-emit a module
  cat kernel.ll | mpiad-opt - -o -                          the same through stdin/stdout
  mpiad-opt k.ll --fn f --mode forward --args dup,const -o k.fwd.ll
  mpiad-opt k.ll --fn f --mode forward --args dup,const --width 4 -o k.fwd4.ll
  mpiad-opt k.ll --fn f --mode reverse --args out,dup,const -o k.rev.ll
  mpiad-opt k.ll --fn f --mode hvp --args dup,const -o k.hvp.ll
  mpiad-opt enzyme_style.ll -o lowered.ll                   lower __enzyme_* calls
  mpiad-opt k.ll --fn f --mode reverse --args dup,const --checkpoint-snapshots 32 -o k.rev.ll
                                  32 snapshots for loops marked @mpiad_checkpoint(i64 0)
"""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse would exit 2 with a usage dump
        raise MpiadError(message)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="mpiad-opt",
        description="Read an LLVM IR module, check it with LLVM's parser and verifier, read it "
        "into mpiad's IR model and write it back out.",
        epilog=USAGE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("input", metavar="IN", help="input .ll file, or '-' for standard input")
    p.add_argument(
        "-o",
        dest="output",
        metavar="OUT",
        default="-",
        help="output .ll file, or '-' for standard output (default)",
    )
    p.add_argument("--fn", metavar="NAME", help="function to differentiate (without '@')")
    p.add_argument(
        "--mode",
        choices=["forward", "reverse", "hvp"],
        default="forward",
        help="forward (tangent), reverse (gradient) or hvp (Hessian-vector products: forward "
        "over reverse) mode; default forward",
    )
    p.add_argument(
        "--args",
        metavar="LIST",
        default=None,
        help="activity of each parameter of --fn: dup,const,dupnoneed,out",
    )
    p.add_argument(
        "--width",
        metavar="W",
        type=int,
        default=1,
        help="vector forward mode: W tangent directions in one call (default 1)",
    )
    p.add_argument(
        "--preprocess",
        choices=["auto", "always", "never"],
        default=None,
        help="simplify the module with LLVM before differentiating (inline small callees, "
        "SROA, instcombine, simplifycfg): 'auto' (default) when it looks like a debug build "
        "(optnone, isOptimized: false, helpers left to inline), 'always', or 'never'; the "
        "environment variable MPIAD_PREPROCESS overrides it",
    )
    p.add_argument(
        "--name",
        metavar="NAME",
        default=None,
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
        help="print what was found (the MPI ABI family and why) on stderr",
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


def run(argv: list[str]) -> int:
    from mpiad_passes.context import context_of
    from mpiad_passes.llvm_check import load_module, verify
    from mpiad_passes.preprocess import policy

    args = build_parser().parse_args(argv)
    if args.fn is None and (args.args is not None or args.width != 1 or args.name):
        raise MpiadError("--args, --width and --name need --fn (the function to differentiate)")
    if args.width < 1:
        raise MpiadError(f"--width must be at least 1, got {args.width}")
    if args.checkpoint_snapshots is not None and args.checkpoint_snapshots < 1:
        raise MpiadError(
            f"--checkpoint-snapshots must be at least 1, got {args.checkpoint_snapshots}"
        )
    text, source = _read_input(args.input)
    module = load_module(text, source, preprocess=policy(args.preprocess, default="auto"))
    _mpi_abi(module, args)
    context_of(module).checkpoint_snapshots = args.checkpoint_snapshots
    _differentiate(module, args)
    for w in context_of(module).warnings:
        print(f"warning: {w}", file=sys.stderr)
    out = str(module)
    verify(out, "mpiad-opt output")
    write_atomically(args.output, out)
    return 0


def _mpi_abi(module, args) -> None:
    """Settle the module's MPI ABI family before anything is differentiated: refuse a module
    that mixes families (even with --mpi-abi: no family fits it), and with --verbose say which
    family is used and why."""
    from mpiad_passes.context import context_of
    from mpiad_passes.errors import UnsupportedError
    from mpiad_passes.mpi import abi

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


def _differentiate(module, args) -> None:
    import mpiad_passes.rules  # noqa: F401 - fills the rule tables
    from mpiad_passes import differentiate as D
    from mpiad_passes import enzyme_api

    if args.fn is None:
        enzyme_api.lower(module)
        return
    fn = module.functions.get(args.fn)
    if fn is None or fn.is_declaration:
        defined = ", ".join(sorted(f.name for f in module.defined_functions())) or "none"
        raise MpiadError(
            f"--fn {args.fn}: no such function defined in the module (defined: {defined})"
        )
    if args.args is None:
        raise MpiadError(
            f"--fn {args.fn} needs --args with one activity per parameter "
            f"({len(fn.params)} here), e.g. --args "
            + ",".join(
                "dup" if p.type.is_pointer or p.type.is_float else "const" for p in fn.params
            )
        )
    acts = [a.strip() for a in args.args.split(",")] if args.args.strip() else []
    if args.mode == "forward":
        D.forward(module, args.fn, acts, args.width, name=args.name)
    elif args.mode == "hvp":
        D.hvp(module, args.fn, acts, args.width, name=args.name)
    else:
        if args.width != 1:
            raise MpiadError("--width is for forward mode; reverse mode computes one gradient")
        D.reverse(module, args.fn, acts, name=args.name)


def main(argv: list[str] | None = None) -> int:
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
        print(
            f"error: internal error in mpiad-opt ({type(e).__name__}: {e}); please report it "
            "with the input file",
            file=sys.stderr,
        )
        return 1


if __name__ == "__main__":
    sys.exit(main())

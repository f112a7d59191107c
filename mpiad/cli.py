"""``mpiad-opt``: the command-line front door, shaped like LLVM's ``opt``.

It reads a ``.ll`` file (or stdin), checks it with LLVM, reads it into mpiad's IR model, and writes
the module back (later: differentiated). Bad input of any kind ends with exit status 1 and one
``error:`` line on stderr; the input is never modified and the output is replaced atomically.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile

from passes.errors import MpiadError

USAGE_EPILOG = """\
exit status: 0 on success; 1 with a one-line 'error:' message on bad input.
The input file is never modified; OUT is written atomically (a temporary file renamed into place),
so a failed run leaves no half-written output.

examples:
  mpiad-opt kernel.ll -o kernel.out.ll      parse, verify and re-emit a module
  cat kernel.ll | mpiad-opt - -o -          the same through stdin/stdout
"""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse would exit 2 with a usage dump
        raise MpiadError(message)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="mpiad-opt",
        description="Read an LLVM IR module, check it with LLVM's parser and verifier, read it into "
                    "mpiad's IR model and write it back out.",
        epilog=USAGE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("input", metavar="IN", help="input .ll file, or '-' for standard input")
    p.add_argument("-o", dest="output", metavar="OUT", default="-",
                   help="output .ll file, or '-' for standard output (default)")
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
        raise MpiadError(f"{path}: not a text file (is it bitcode? mpiad-opt reads textual .ll)")\
            from None
    except OSError as e:
        raise MpiadError(f"{path}: cannot read: {e.strerror}") from None


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
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def run(argv: list[str]) -> int:
    from passes.llvm_check import load_module, verify

    args = build_parser().parse_args(argv)
    text, source = _read_input(args.input)
    module = load_module(text, source)
    out = str(module)
    verify(out, "mpiad-opt output")
    write_atomically(args.output, out)
    return 0


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
    except Exception as e:  # noqa: BLE001 - a bug in mpiad; still one line, never a traceback
        print(f"error: internal error in mpiad-opt ({type(e).__name__}: {e}); please report it "
              "with the input file", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())

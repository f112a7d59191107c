"""Mutation fuzzing of mpiad-opt's front door (used by test_fuzz_cli.py; runnable on its own).

    python -m tests.robustness.fuzz --count 2000 [--start 0] [--jobs 2]   (from the repository root)

Mutant ``k`` is a pure function of ``k``: a seed file (tests/lit, tests/unit/corpus,
tests/unit/ad_ir, and generated programs), one to three mutations (delete / duplicate / swap
lines; change a type, an opcode, an operand, a number, a name; insert a stray token; truncate)
and a command line: round trip, forward (maybe --width), reverse, with --args derived from the
mutated text's parameter types (sometimes deliberately wrong), sometimes two ``--fn`` in one run.
Nothing in a mutant depends on Python's string hash seed (no iteration over a set), so mutant
``k`` is the same in every process. Each mutant runs
``mpiad.cli.main`` in-process inside a forked batch child (its fd 2 captured, a per-mutant alarm),
and the outcome is checked against the CLI's contract:

  exit 0  -> the output file exists and passes LLVM's parser and verifier;
  exit 1  -> stderr is exactly one line starting with ``error: `` and the output file is
             untouched (absent, or its previous contents), no temporary file is left;
  always  -> no traceback, no other exit status, no crash of the process, no hang, the input
             file is byte-for-byte unchanged.

``error: internal error in mpiad-opt ...`` satisfies the contract but means an exception escaped
the pass: such outcomes are collected by signature (see :func:`signature`) for the report.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import random
import re
import signal
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

MUTANT_TIMEOUT = 20.0  # seconds (wall clock) for one mutant in-process
# A mutant that times out is run once more with this much time before it counts as a hang: on a
# machine shared by many jobs a run of one CPU second has taken more than 20 s of wall time.
RETRY_TIMEOUT = 5 * MUTANT_TIMEOUT
MAX_SEED_BYTES = 14000  # keep it fast: the smaller seed files only


def seed_files() -> list[Path]:
    lit = sorted((ROOT / "tests" / "lit").glob("*.ll"))
    corpus = sorted(
        p
        for p in (ROOT / "tests" / "unit" / "corpus").glob("*.ll")
        if p.stat().st_size <= MAX_SEED_BYTES
    )
    ad = sorted(
        p
        for p in (ROOT / "tests" / "unit" / "ad_ir").glob("*.ll")
        if p.stat().st_size <= MAX_SEED_BYTES
    )
    return lit + corpus[:14] + ad[:14]


_TEXTS: dict[str, str] = {}


def seed_texts() -> list[tuple[str, str]]:
    if not _TEXTS:
        for p in seed_files():
            _TEXTS[str(p.relative_to(ROOT))] = p.read_text()
        from tests.support.progen import generate

        for s in range(6):
            _TEXTS[f"progen:{s}"] = generate(s, preopt=False).text
            _TEXTS[f"progen-mpi:{s}"] = generate(s, mpi=True, preopt=False).text
    return sorted(_TEXTS.items())


# --------------------------------------------------------------------------- mutations
TYPES = [
    "double",
    "float",
    "i32",
    "i64",
    "i1",
    "i8",
    "ptr",
    "half",
    "x86_fp80",
    "void",
    "<2 x double>",
    "[4 x double]",
    "{ double, i32 }",
    "fp128",
    "label",
    "i128",
    "<4 x float>",
]
OPCODES = [
    "fadd",
    "fsub",
    "fmul",
    "fdiv",
    "frem",
    "add",
    "sub",
    "mul",
    "sdiv",
    "and",
    "or",
    "xor",
    "shl",
    "fneg",
    "load",
    "store",
    "alloca",
    "getelementptr",
    "call",
    "phi",
    "select",
    "icmp",
    "fcmp",
    "br",
    "ret",
    "sitofp",
    "fptosi",
    "bitcast",
    "zext",
    "trunc",
    "fpext",
    "fptrunc",
    "extractvalue",
    "insertvalue",
    "extractelement",
    "switch",
    "unreachable",
    "inttoptr",
    "ptrtoint",
    "atomicrmw",
    "cmpxchg",
    "freeze",
    "invoke",
]
NUMBERS = [
    "0",
    "1",
    "-1",
    "2",
    "7",
    "4294967296",
    "2147483647",
    "-2147483648",
    "1e308",
    "0x7FF0000000000000",
    "0x7FF8000000000000",
    "0.5",
    "1.0e-320",
    "0x1",
    "3.0",
    "9223372036854775807",
    "100000000000000000000000000",
    "-0.0",
    "1275070475",
    "1476395011",
    "1476395012",
    "1140850688",
    "738197504",
    "0x4c00080b",
]
STRAY = [
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    ",",
    "=",
    "%",
    "@",
    "!",
    "#",
    '"',
    "\\",
    "...",
    "x",
    "undef",
    "poison",
    "null",
    "zeroinitializer",
    "inbounds",
    "nsw",
    "fast",
    "align 8",
    "!dbg !0",
    "; comment",
    "\x00",
    "\u00e9",
    "\t",
    "addrspace(1)",
    "volatile",
    "noundef",
    "tail",
    "musttail",
    "declare",
    "define",
    "internal",
    "label %entry",
    "<>",
    'c"abc"',
]
TOKEN = re.compile(
    r"[%@][-\w.$\"]+|0x[0-9A-Fa-f]+|-?\d+(?:\.\d+)?(?:e[-+]?\d+)?|[A-Za-z_][\w.]*"
    r"|\S"
)


def _lines(text: str) -> list[str]:
    return text.split("\n")


def mutate(text: str, rng: random.Random, others: list[str]) -> tuple[str, list[str]]:
    """``text`` with 1-3 random mutations; also returns their names."""
    done = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        op = rng.choice(
            [
                "delete",
                "duplicate",
                "swap",
                "type",
                "type",
                "opcode",
                "opcode",
                "operand",
                "operand",
                "number",
                "number",
                "name",
                "rename",
                "stray",
                "truncate",
                "foreign",
                "token_delete",
                "move_block",
            ]
        )
        text = getattr(sys.modules[__name__], "m_" + op)(text, rng, others)
        done.append(op)
    return text, done


def _code_line(lines: list[str], rng: random.Random) -> int:
    code = [i for i, ln in enumerate(lines) if ln.strip() and not ln.lstrip().startswith(";")]
    return rng.choice(code) if code else 0


def m_delete(text, rng, others):
    ls = _lines(text)
    i = _code_line(ls, rng)
    del ls[i : i + rng.choice([1, 1, 1, 2, 5])]
    return "\n".join(ls)


def m_duplicate(text, rng, others):
    ls = _lines(text)
    i = _code_line(ls, rng)
    ls.insert(rng.randrange(len(ls) + 1), ls[i])
    return "\n".join(ls)


def m_swap(text, rng, others):
    ls = _lines(text)
    i, j = _code_line(ls, rng), _code_line(ls, rng)
    if rng.random() < 0.5:
        j = min(len(ls) - 1, i + 1)
    ls[i], ls[j] = ls[j], ls[i]
    return "\n".join(ls)


def _replace_token(text, rng, pattern: re.Pattern, choices) -> str:
    ms = list(pattern.finditer(text))
    if not ms:
        return text
    m = rng.choice(ms)
    new = choices(m) if callable(choices) else rng.choice(choices)
    return text[: m.start()] + new + text[m.end() :]


_TYPE_RE = re.compile(r"\b(double|float|half|i1|i8|i16|i32|i64|ptr|void|x86_fp80)\b")
_OP_RE = re.compile(
    r"(?<== )(" + "|".join(sorted(OPCODES, key=len, reverse=True)) + r")\b"
    r"|^\s+(store|br|ret|call|unreachable|switch)\b",
    re.M,
)
_LOCAL_RE = re.compile(r"%[-\w.$]+")
_NUM_RE = re.compile(r"(?<![\w%@.])-?(?:0x[0-9A-Fa-f]+|\d+(?:\.\d+)?(?:e[-+]?\d+)?)\b")
_NAME_RE = re.compile(r"[%@][-\w.$]+")


def m_type(text, rng, others):
    return _replace_token(text, rng, _TYPE_RE, TYPES)


def m_opcode(text, rng, others):
    return _replace_token(
        text,
        rng,
        _OP_RE,
        lambda m: m.group(0).replace(m.group(1) or m.group(2), rng.choice(OPCODES)),
    )


def m_operand(text, rng, others):
    names = sorted(set(_LOCAL_RE.findall(text))) or ["%x"]
    return _replace_token(text, rng, _LOCAL_RE, lambda m: rng.choice(names))


def m_number(text, rng, others):
    return _replace_token(text, rng, _NUM_RE, NUMBERS)


def m_name(text, rng, others):
    """Change one occurrence of a name (usually leaves a dangling reference)."""
    return _replace_token(
        text,
        rng,
        _NAME_RE,
        lambda m: (
            m.group(0)[0]
            + rng.choice(
                [
                    "x",
                    "entry",
                    "0",
                    "1",
                    "f",
                    "MPI_Send",
                    "llvm.sin.f64",
                    '"a b"',
                    "fwddiffe_f",
                    "diffe_f",
                    "__enzyme_autodiff",
                    "enzyme_dup",
                    "MPI_Allreduce",
                    "tape",
                ]
            )
        ),
    )


def m_rename(text, rng, others):
    """Rename a name consistently everywhere (a valid module stays valid, mostly)."""
    names = sorted(set(_NAME_RE.findall(text)))
    if not names:
        return text
    old = rng.choice(names)
    new = old[0] + rng.choice(
        [
            "renamed",
            "a.b.c",
            '"quoted name"',
            "x$y",
            "-neg",
            "é",
            "fwddiffe_" + old[1:].strip('"'),
            "1",
            "MPI_Wait",
            "diffe_f",
            "__mpiad_tape_free",
            "tape",
        ]
    )
    return re.sub(re.escape(old) + r"(?![-\w.$])", lambda _m: new, text)


def m_stray(text, rng, others):
    pos = rng.randrange(len(text) + 1)
    return text[:pos] + rng.choice(STRAY) + text[pos:]


def m_truncate(text, rng, others):
    return text[: rng.randrange(len(text) + 1)]


def m_foreign(text, rng, others):
    """A line from another seed file inserted at a random place."""
    src = _lines(rng.choice(others))
    ls = _lines(text)
    ls.insert(rng.randrange(len(ls) + 1), src[_code_line(src, rng)])
    return "\n".join(ls)


def m_token_delete(text, rng, others):
    ms = list(TOKEN.finditer(text))
    if not ms:
        return text
    m = rng.choice(ms)
    return text[: m.start()] + text[m.end() :]


def m_move_block(text, rng, others):
    """Move a basic-block label line somewhere else in the function."""
    ls = _lines(text)
    labels = [i for i, ln in enumerate(ls) if re.match(r"^[-\w.$]+:", ln)]
    if not labels:
        return text
    i = rng.choice(labels)
    line = ls.pop(i)
    ls.insert(max(0, i + rng.randint(-6, 6)), line)
    return "\n".join(ls)


# --------------------------------------------------------------------------- command lines
_DEFINE = re.compile(r"^define\b[^@\n]*@(\"[^\"]*\"|[-\w.$]+)\(([^\n]*)\)", re.M)


def _params(plist: str) -> list[str]:
    depth, cur, out = 0, "", []
    for ch in plist:
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def command(text: str, rng: random.Random) -> list[str]:
    """A plausible mpiad-opt command line for ``text`` (without IN and -o OUT): one ``--fn``, or
    sometimes two (each with its own mode and activities; sometimes the same function twice,
    which must ask for ``--name``)."""
    mode = rng.choice(["roundtrip", "forward", "forward", "reverse", "reverse"])
    fns = _DEFINE.findall(text)
    if mode == "roundtrip" or not fns:
        return []
    argv = _fn_argv(rng.choice(fns), mode, rng)
    if rng.random() < 0.1:
        second = rng.choice(["forward", "reverse"])
        argv += _fn_argv(rng.choice(fns), second, rng)
        if rng.random() < 0.5:
            argv += ["--name", f"d{len(argv)}_{second}"]
    return argv


def _fn_argv(fn: tuple[str, str], mode: str, rng: random.Random) -> list[str]:
    name, plist = fn
    name = name.strip('"') if rng.random() < 0.95 else rng.choice(["nope", "", "@f"])
    acts = []
    for p in _params(plist):
        ty = p.split()[0] if p.split() else ""
        if ty == "ptr":
            acts.append("dup")
        elif ty in ("double", "float", "half", "x86_fp80", "fp128") or ty.startswith("<"):
            acts.append("dup" if mode == "forward" else "out")
        else:
            acts.append("const")
    if rng.random() < 0.15:  # deliberately odd activities
        k = rng.randrange(len(acts) + 1)
        wrong = rng.choice(["dup", "out", "const", "dupnoneed", "bogus", ""])
        acts = acts[:k] + [wrong] + acts[k + 1 :] if rng.random() < 0.7 else acts[:k]
    argv = ["--fn", name, "--mode", mode, "--args", ",".join(acts)]
    if mode == "forward" and rng.random() < 0.3:
        argv += ["--width", str(rng.choice([2, 3, 4, 0, -1, 64]))]
    if mode == "reverse" and rng.random() < 0.03:
        argv += ["--width", "2"]
    return argv


def mutant(k: int) -> dict:
    """Mutant number ``k``: its source, mutations, text and command line."""
    rng = random.Random(1_000_003 * k + 17)
    texts = seed_texts()
    src, text = rng.choice(texts)
    others = [t for _, t in texts]
    if rng.random() < 0.05:
        muts = ["none"]
    else:
        text, muts = mutate(text, rng, others)
    return {
        "k": k,
        "src": src,
        "muts": muts,
        "text": text,
        "argv": command(text, rng),
        "preexisting_out": rng.random() < 0.2,
    }


# --------------------------------------------------------------------------- running
class _Timeout(BaseException):
    """Raised by the alarm: not an Exception, so the CLI's handlers cannot swallow it."""


def _alarm(signum, frame):
    raise _Timeout()


_STALLED: dict[int, int] = {}


def _selftest_stall(k: int) -> None:
    """Negative control: ``MPIAD_FUZZ_SELFTEST_STALL=K:N`` makes the first N runs of mutant K in
    this process hang inside the per-mutant alarm."""
    spec = os.environ.get("MPIAD_FUZZ_SELFTEST_STALL")
    if not spec:
        return
    at, n = map(int, spec.split(":"))
    if k == at and _STALLED.get(k, 0) < n:
        _STALLED[k] = _STALLED.get(k, 0) + 1
        time.sleep(3600)


def run_one(m: dict, work: Path, timeout: float | None = None) -> dict:
    """Run mutant ``m`` through mpiad.cli.main in this process (an alarm after ``timeout``
    seconds, default MUTANT_TIMEOUT); return the observed outcome."""
    import mpiad.cli

    inp = work / f"in{m['k']}.ll"
    out = work / f"out{m['k']}.ll"
    inp.write_bytes(m["text"].encode("utf-8", "surrogatepass"))
    before = hashlib.sha256(inp.read_bytes()).hexdigest()
    sentinel = f"; previous output {m['k']}\n"
    if m["preexisting_out"]:
        out.write_text(sentinel)
    argv = [str(inp), "-o", str(out), *m["argv"]]
    errf = work / f"err{m['k']}.txt"
    saved_fd = os.dup(2)
    saved_err = sys.stderr
    fd = os.open(errf, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(fd, 2)
    os.close(fd)
    sys.stderr = io.TextIOWrapper(
        os.fdopen(os.dup(2), "wb"), encoding="utf-8", errors="backslashreplace", line_buffering=True
    )
    t0 = time.monotonic()
    signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout or MUTANT_TIMEOUT)
    rc: object
    try:
        _selftest_stall(m["k"])
        rc = mpiad.cli.main(argv)
    except _Timeout:
        rc = "timeout"
        _kill_children()  # e.g. the CLI's LLVM parser child, still parsing
    except SystemExit as e:
        rc = f"SystemExit({e.code!r})"
    except BaseException as e:
        import traceback

        rc = f"raised {type(e).__name__}"
        sys.stderr.write(traceback.format_exc())
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        elapsed = time.monotonic() - t0
        try:
            sys.stderr.flush()
            sys.stderr.close()
        except Exception:
            pass
        sys.stderr = saved_err
        os.dup2(saved_fd, 2)
        os.close(saved_fd)
    err = errf.read_bytes().decode("utf-8", "backslashreplace")
    res = {
        "k": m["k"],
        "rc": rc,
        "stderr": err,
        "elapsed": round(elapsed, 3),
        "input_unchanged": inp.exists() and hashlib.sha256(inp.read_bytes()).hexdigest() == before,
        "leftover_tmp": [p.name for p in work.glob(".mpiad-opt.*")],
    }
    if mpiad.cli.last_internal_traceback is not None:  # the frame the report names
        res["traceback"] = mpiad.cli.last_internal_traceback
        mpiad.cli.last_internal_traceback = None
    if out.exists():
        txt = out.read_text(errors="replace")
        res["out_state"] = "sentinel" if txt == sentinel else "written"
        if rc == 0 and txt != sentinel:
            res["out_verifies"] = _verifies(txt)
    else:
        res["out_state"] = "absent"
    for p in (inp, out, errf, *work.glob(".mpiad-opt.*")):
        try:
            p.unlink()
        except OSError:
            pass
    return res


def _kill_children() -> None:
    """SIGKILL every child of this process (found through /proc) and reap it."""
    me = os.getpid()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        if ppid == me:
            try:
                os.kill(int(entry), signal.SIGKILL)
                os.waitpid(int(entry), 0)
            except (ProcessLookupError, ChildProcessError):
                pass


def _verifies(text: str) -> str:
    """LLVM's verdict on an output mpiad-opt wrote. The time limit set for mpiad-opt's LLVM child
    (run_batch) is for the code under test, not for this check: on a loaded machine reading a
    valid output took more than it (mutants 5690, 5740), so a timeout here is retried with
    RETRY_TIMEOUT."""
    from mpiad_passes.llvm_check import TIMEOUT_ENV, canonicalize

    saved = os.environ.get(TIMEOUT_ENV)
    try:
        for limit in (saved, str(RETRY_TIMEOUT)):
            if limit is not None:
                os.environ[TIMEOUT_ENV] = limit
            try:
                canonicalize(text, "output")
                return "ok"
            except Exception as e:
                verdict = f"{type(e).__name__}: {e}"[:300]
                if TIMEOUT_ENV not in str(e):
                    break
        return verdict
    finally:
        if saved is None:
            os.environ.pop(TIMEOUT_ENV, None)
        else:
            os.environ[TIMEOUT_ENV] = saved


def violations(m: dict, r: dict) -> list[str]:
    """Breaches of the CLI contract in outcome ``r`` of mutant ``m`` (empty: fine)."""
    out = []
    rc, err = r["rc"], r["stderr"]
    if rc not in (0, 1):
        out.append(f"exit status {rc!r}")
    if "Traceback" in err:
        out.append("traceback on stderr")
    if not r["input_unchanged"]:
        out.append("input file modified")
    if r["leftover_tmp"]:
        out.append(f"temporary files left: {r['leftover_tmp']}")
    if rc == 0:
        if r["out_state"] != "written":
            out.append(f"exit 0 but output {r['out_state']}")
        elif r.get("out_verifies") != "ok":
            out.append(f"exit 0 but the output does not verify: {r.get('out_verifies')}")
    elif rc == 1:
        lines = [ln for ln in err.split("\n") if ln != ""]
        if len(lines) != 1 or not lines[0].startswith("error: "):
            out.append(f"stderr is not one 'error:' line: {err[:300]!r}")
        want = "sentinel" if m["preexisting_out"] else "absent"
        if r["out_state"] != want:
            out.append(f"failed run changed the output file ({r['out_state']}, expected {want})")
    return out


def signature(r: dict) -> str | None:
    """For ``error: internal error ...`` outcomes: the exception type and message shape."""
    m = re.search(r"internal error in mpiad-opt \((\w+): (.*)\); please report", r["stderr"])
    if not m:
        return None
    msg = re.sub(r"%[-\w.$\"]+|@[-\w.$\"]+|\d+", "#", m.group(2))[:90]
    return f"{m.group(1)}: {msg}"


def run_batch(ks: list[int], result_path: Path) -> None:
    """In a forked child: run mutants ``ks``, one JSON line each to ``result_path``.

    A ``START k`` line precedes each mutant, so a crash of the child names its mutant; a
    ``RETRY k`` line precedes the second run of a mutant that timed out (see RETRY_TIMEOUT)."""
    import faulthandler

    # pytest's faulthandler writes to a saved copy of stderr: in the CLI's forked LLVM child an
    # LLVM abort would dump a Python traceback there, outside the captured fd 2
    faulthandler.disable()
    # mpiad-opt's own limits on LLVM's parser child, below MUTANT_TIMEOUT: a mutant that makes
    # LLVM slow or greedy (`<1140850688 x i32>`) must end in an error: line, not our alarm
    os.environ.setdefault("MPIAD_LLVM_TIMEOUT", str(MUTANT_TIMEOUT / 2))
    os.environ.setdefault("MPIAD_LLVM_MEMORY_MB", "1024")
    with (
        tempfile.TemporaryDirectory(prefix="mpiad-fuzz-") as d,
        open(result_path, "a", buffering=1) as f,
    ):
        work = Path(d)
        crash_at = os.environ.get("MPIAD_FUZZ_SELFTEST_CRASH")  # negative controls
        hang_at = os.environ.get("MPIAD_FUZZ_SELFTEST_HANG")
        for k in ks:
            m = mutant(k)
            f.write(f"START {k}\n")
            if crash_at is not None and int(crash_at) == k:
                os.abort()
            while hang_at is not None and int(hang_at) == k:  # outside the per-mutant alarm
                time.sleep(1)
            r = run_one(m, work)
            if r["rc"] == "timeout":  # a hang, or a starved machine: once more, with more time
                f.write(f"RETRY {k}\n")  # progress, for fuzz()'s idle watchdog
                first = r["elapsed"]
                r = run_one(m, work, RETRY_TIMEOUT)
                r["retried_after"] = first
            r["violations"] = violations(m, r)
            f.write(json.dumps(r) + "\n")


def fuzz(
    ks: list[int], jobs: int = 2, idle_timeout: float = MUTANT_TIMEOUT + RETRY_TIMEOUT + 20
) -> dict[int, dict]:
    """Run mutants ``ks`` in ``jobs`` forked children; a child that dies, or writes nothing for
    ``idle_timeout`` seconds (its per-mutant alarm failed), is restarted after the mutant it was
    on (recorded as a crash). Batches may take as long as they make progress: a loaded machine
    slows them down without failing them. Returns k -> outcome."""
    results: dict[int, dict] = {}
    todo = list(ks)
    with tempfile.TemporaryDirectory(prefix="mpiad-fuzz-res-") as d:
        while todo:
            chunks = [todo[j::jobs] for j in range(jobs)]
            children = []
            for j, chunk in enumerate(chunks):
                if not chunk:
                    continue
                path = Path(d) / f"res{j}-{chunk[0]}.jsonl"
                pid = os.fork()
                if pid == 0:  # pragma: no cover - child
                    code = 0
                    try:
                        os.setpgid(0, 0)
                        run_batch(chunk, path)
                    except BaseException:
                        code = 3
                    finally:
                        os._exit(code)
                children.append((pid, chunk, path))
            statuses = {}
            for pid, _chunk, path in children:
                seen, deadline = -1, 0.0
                while True:
                    done, status = os.waitpid(pid, os.WNOHANG)
                    if done:
                        statuses[pid] = status
                        break
                    size = path.stat().st_size if path.exists() else 0
                    if size != seen:  # progress: a mutant started or finished
                        seen, deadline = size, time.monotonic() + idle_timeout
                    if time.monotonic() > deadline:
                        _killpg(pid)
                        statuses[pid] = os.waitpid(pid, 0)[1]
                        break
                    time.sleep(0.05)
                _killpg(pid)  # stragglers of the batch (e.g. an LLVM parser child)
            todo = []
            for pid, chunk, path in children:
                started = None
                if path.exists():
                    for line in path.read_text().splitlines():
                        if line.startswith("START "):
                            started = int(line.split()[1])
                        elif line.startswith("RETRY "):
                            continue
                        elif line:
                            r = json.loads(line)
                            results[r["k"]] = r
                            started = None
                if started is not None:  # the child died (or hung) on this mutant
                    st = statuses[pid]
                    how = (
                        f"killed by signal {os.WTERMSIG(st)}"
                        if os.WIFSIGNALED(st)
                        else f"exited {os.WEXITSTATUS(st)}"
                    )
                    results[started] = {
                        "k": started,
                        "rc": f"process {how}",
                        "stderr": "",
                        "violations": [f"batch process {how} during the run"],
                    }
                    todo += chunk[chunk.index(started) + 1 :]
    return results


def _killpg(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--show", type=int, help="print mutant K's command and text, run nothing")
    a = ap.parse_args(argv)
    if a.show is not None:
        m = mutant(a.show)
        print(f"; source {m['src']}, mutations {m['muts']}")
        print(f"; mpiad-opt IN.ll -o OUT.ll {' '.join(m['argv'])}")
        sys.stdout.write(m["text"])
        return 0
    t0 = time.monotonic()
    res = fuzz(list(range(a.start, a.start + a.count)), a.jobs)
    bad = {k: r for k, r in res.items() if r.get("violations")}
    sigs: dict[str, list[int]] = {}
    for k, r in res.items():
        s = signature(r)
        if s:
            sigs.setdefault(s, []).append(k)
    rcs: dict[str, int] = {}
    for r in res.values():
        rcs[str(r["rc"])] = rcs.get(str(r["rc"]), 0) + 1
    retried = sorted(k for k, r in res.items() if "retried_after" in r)
    print(
        f"{len(res)} mutants in {time.monotonic() - t0:.1f}s; exit codes {rcs}; "
        f"retried after a timeout: {retried}"
    )
    for k, r in sorted(bad.items()):
        print(f"VIOLATION mutant {k}: {r['violations']} stderr={r['stderr'][:300]!r}")
    for s, ks in sorted(sigs.items(), key=lambda kv: -len(kv[1])):
        print(f"INTERNAL {len(ks)}x {s} (e.g. mutants {ks[:5]})")
        tb = res[ks[0]].get("traceback", "")
        print("  " + "\n  ".join(tb.rstrip().split("\n")[-8:]))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

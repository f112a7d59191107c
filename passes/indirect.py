"""Calls through a function pointer that receive active data: dispatch on the pointer at run time.

A C callback, a C++ virtual method or a pointer to a member function (LULESH packs its halo
fields through an array of ``Real_t &(Domain::*)(Index_t)``) is a call whose callee only the
running program knows. Enzyme gives every function pointer a *shadow* pointer (to a table of its
derivatives) and follows it through memory: vtables get shadow vtables, member-pointer arrays
shadow arrays. mpiad instead dispatches on the primal pointer itself: the candidates are the
functions whose address the module takes (a ``store ptr @f``, a vtable, a ``ptrtoint`` in a
member-pointer constant, an argument) and whose type is the call's; a generated *dispatcher*
compares the pointer with each candidate in turn and calls that one's derivative. Why this way:
the pointer may travel anywhere (through integer member-pointer pairs, vtable loads, structs,
other modules' callbacks) and nothing needs to follow it, because the primal pointer, which the
program already computes, says which derivative to run; memory that holds function pointers
needs no shadow, and a shadow object's vptr (a C++ shadow is a real object) is never read for
dispatch. The cost is a chain of compares at each active indirect call, short in practice.

A pointer the chain does not know (an external function, a function from another module) stops
the program with a message naming the call site and the function (by its symbol, or by what
``dladdr`` finds) instead of running without a derivative: never a wrong gradient in silence.
"""

from __future__ import annotations

import re

from .context import PassContext
from .errors import UnsupportedError
from .ir.instructions import Arg, Br, Call, Compare, DebugRecord, Instruction, Ret, Unreachable
from .ir.module import Block, Function, GlobalVariable, Module, Param, Verbatim
from .ir.parser import parse_module
from .ir.types import I1, I8, PTR, VOID, ArrayType, Type
from .ir.values import CStringConst, GlobalRef, InlineAsm, KeywordConst, LocalRef, Typed, Value

FAIL = "__mpiad_indirect_fail"
_GLOBAL_REF = re.compile(r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)')
_SUBPROGRAM = re.compile(r'DISubprogram\(name: "([^"]*)"(?:, linkageName: "[^"]*")?, scope: (!\d+)')
_SCOPE_NAME = re.compile(r'!(?:DICompositeType|DINamespace)\((?:tag: \w+, )?name: "([^"]*)"')
_SCOPE_OF = re.compile(r"scope: (!\d+)")


def is_indirect(inst: Call) -> bool:
    """A call through a computed pointer (not a named function, not inline assembly)."""
    return inst.callee_name is None and not isinstance(inst.callee, InlineAsm)


def address_taken(ctx: PassContext) -> frozenset[str]:
    """The module's functions whose address is taken anywhere but as the callee of a call: in
    an instruction operand, a global's initialiser (vtables, member-pointer tables), an alias.
    Computed once per module, before derivative code (which compares pointers with these
    functions) is added."""
    got = ctx.indirect.get("address_taken")
    if got is not None:
        return got
    m = ctx.module
    out: set[str] = set()

    def walk(v: Value | None) -> None:
        stack = [v]
        while stack:
            x = stack.pop()
            if x is None:
                continue
            if isinstance(x, GlobalRef) and x.name in m.functions:
                out.add(x.name)
            stack.extend(x.refs())

    for f in list(m.functions.values()):
        for inst in f.instructions():
            if isinstance(inst, DebugRecord):
                continue
            ops = inst.operands()
            if isinstance(inst, Call):
                ops = ops[1:]  # the callee itself is a use, not an address taken
            for v in ops:
                walk(v)
    for g in list(m.globals.values()):
        walk(g.initializer)
    for e in m.entities:
        if isinstance(e, Verbatim) and e.kind == "alias":
            out |= {n for n in _GLOBAL_REF.findall(e.text) if n in m.functions}
    res = frozenset(n for n in out if not n.strip('"').startswith("llvm."))
    ctx.indirect["address_taken"] = res
    return res


def candidates(
    ctx: PassContext, inst: Call, fn: Function | None = None
) -> tuple[list[Function], list[Function]]:
    """The functions an indirect call (in ``fn``) may reach, as far as the module says:
    (defined ones, external ones) whose address is taken and whose type is the call's."""
    ret, types = str(inst.ret), [str(a.type) for a in inst.args]
    if inst.fnty is not None and "..." in str(inst.fnty):
        raise UnsupportedError(
            f"{site_text(ctx, inst, fn)}: an indirect call of a variadic function receives active "
            "data; mpiad dispatches indirect calls to functions with fixed parameters only"
        )
    key = ("candidates", ret, tuple(types))
    got = ctx.indirect.get(key)
    if got is None:
        got = ([], [])
        taken = address_taken(ctx)
        for f in list(ctx.module.functions.values()):
            if f.name not in taken or f.varargs or str(f.ret) != ret:
                continue
            if [str(p.type) for p in f.params] != types:
                continue
            got[1 if f.is_declaration else 0].append(f)
        ctx.indirect[key] = got
    defined, external = list(got[0]), list(got[1])
    if not defined:
        ctx.warn(
            f"{site_text(ctx, inst, fn)}: an indirect call receives active data, but the module "
            "takes the address of no function of its type that mpiad can differentiate: the "
            "program stops there if the call runs"
        )
    return defined, external


# -- names, as the user knows them -----------------------------------------------------------------
def display_name(module: Module, name: str) -> str:
    """``Dom::fa`` for ``@_ZN3Dom2faEi``: from the debug info's DISubprogram (with its scopes)
    when there is one, else from the mangled name's nested names, else the symbol itself."""
    f = module.functions.get(name)
    ref = dict(f.metadata).get("dbg") if f is not None else None
    md = module.metadata.get(ref) if ref else None
    if md is not None:
        m = _SUBPROGRAM.search(md.text)
        if m:
            parts, scope = [m.group(1)], m.group(2)
            for _ in range(16):
                smd = module.metadata.get(scope)
                sm = _SCOPE_NAME.search(smd.text) if smd is not None else None
                if sm is None:
                    break
                parts.append(sm.group(1))
                up = _SCOPE_OF.search(smd.text)
                if up is None:
                    break
                scope = up.group(1)
            return "::".join(reversed(parts))
    return demangle(name.strip('"'))


def demangle(name: str) -> str:
    """The qualified name of an Itanium-mangled function (``_ZN3Dom2faEi`` -> ``Dom::fa``,
    ``_Z9CommMonoQR6Domain`` -> ``CommMonoQ``), without its parameter types; other names as
    they are."""
    if not name.startswith("_Z"):
        return name
    i, parts = 2, []
    nested = name.startswith("_ZN")
    if nested:
        i = 3
        while i < len(name) and name[i] in "KVR":
            i += 1
        if name.startswith("St", i):
            parts.append("std")
            i += 2
    while i < len(name) and name[i].isdigit():
        j = i
        while j < len(name) and name[j].isdigit():
            j += 1
        n = int(name[i:j])
        parts.append(name[j : j + n])
        i = j + n
        if not nested:
            break
    return "::".join(parts) if parts else name


def site_text(ctx: PassContext, inst: Instruction, fn: Function | None = None) -> str:
    """``in Dom::pack at source line 10``: where a call is, for messages."""
    where = f"in {display_name(ctx.module, fn.name)}" if fn is not None else "in the program"
    line = getattr(inst, "source_line", None) or ctx.module.source_line(inst)
    return f"{where} at source line {line}" if line else where


def c_string(module: Module, text: str, base: str = "mpiad.site") -> GlobalRef:
    """A private constant C string (one per text)."""
    for g in module.globals.values():
        if getattr(g, "_mpiad_text", None) == text:
            return GlobalRef(g.name)
    data = text.encode() + b"\0"
    body = "".join(chr(c) if 32 <= c < 127 and c not in (34, 92) else f"\\{c:02X}" for c in data)
    name = module.fresh_name(base)
    g = GlobalVariable(
        name,
        "private unnamed_addr",
        "constant",
        _array_type(len(data)),
        CStringConst(f'c"{body}"'),
        ", align 1",
    )
    g._mpiad_text = text
    module.add(g)
    return GlobalRef(name)


def _array_type(n: int) -> Type:
    return ArrayType(n, I8)


# -- the dispatcher --------------------------------------------------------------------------------
def dispatcher(
    ctx: PassContext,
    key: tuple,
    base: str,
    params: list[Param],
    ret: Type,
    targets: list[tuple[Function, Function]],
    external: list[Function],
) -> Function:
    """``internal ret @base(ptr %fn, ptr %where, params...)``: calls the derivative ``t`` of the
    candidate ``c`` that ``%fn`` points to, for each ``(c, t)`` of ``targets`` (every ``t``
    takes ``params`` and returns ``ret``); stops the program, naming the function, for one of
    ``external`` or any other pointer. ``%where`` is the call site's text. One per ``key``."""
    got = ctx.indirect.get(key)
    if got is not None:
        return got
    m = ctx.module
    used = {p.name for p in params}
    fn_p, where_p = _fresh(used, "fn"), _fresh(used, "where")
    fn = Function(
        m.fresh_name(base),
        ret,
        [Param(PTR, fn_p), Param(PTR, where_p)] + params,
        pre="internal",
    )
    fp, where = LocalRef(fn_p), LocalRef(where_p)
    blocks: list[Block] = []
    args = [(p.type, LocalRef(p.name)) for p in params]
    label = "entry"
    for k, (cand, target) in enumerate(targets):
        hit, nxt = f"cand{k}", f"next{k}"
        cmp = Compare(
            opcode="icmp", pred="eq", ty=PTR, lhs=fp, rhs=GlobalRef(cand.name), name=f"is{k}"
        )
        br = Br(cond=Typed(I1, LocalRef(f"is{k}")), targets=[hit, nxt])
        blocks.append(Block(label, [cmp, br]))
        call = Call(
            tail="tail",
            ret=ret,
            callee=GlobalRef(target.name),
            args=[Arg(t, v) for t, v in args],
            name=None if ret.is_void else f"r{k}",
        )
        back = Ret(value=None if ret.is_void else Typed(ret, LocalRef(f"r{k}")))
        blocks.append(Block(hit, [call, back]))
        label = nxt
    _fail_tail(ctx, blocks, fp, where, external, label)
    fn.blocks = blocks
    m.add(fn)
    ctx.indirect[key] = fn
    return fn


def _fail_tail(ctx, blocks, fp, where, external, label) -> None:
    """The end of a dispatcher: the external candidates, each named; then any other pointer."""
    ensure_fail_helper(ctx.module)
    why_ext = c_string(
        ctx.module,
        "it is external (only declared in the module): through a pointer, mpiad differentiates "
        "only functions whose body it has; link its LLVM IR in, or call it directly",
        "mpiad.why",
    )
    why_unknown = c_string(
        ctx.module,
        "it is not among the functions whose address the module takes with the call's type "
        "(the candidates mpiad differentiated); link the module that defines it in",
        "mpiad.why",
    )
    for j, ext in enumerate(external):
        name = c_string(ctx.module, display_name(ctx.module, ext.name), "mpiad.fname")
        cmp = Compare(
            opcode="icmp", pred="eq", ty=PTR, lhs=fp, rhs=GlobalRef(ext.name), name=f"ext{j}"
        )
        bad, nxt = f"bad{j}", f"other{j}"
        br = Br(cond=Typed(I1, LocalRef(f"ext{j}")), targets=[bad, nxt])
        blocks.append(Block(label, [cmp, br]))
        blocks.append(Block(bad, [_fail_call(fp, where, name, why_ext), Unreachable()]))
        label = nxt
    none = KeywordConst("null")
    blocks.append(Block(label, [_fail_call(fp, where, none, why_unknown), Unreachable()]))


def _fail_call(fp: Value, where: Value, name: Value, why: Value) -> Call:
    return Call(
        ret=VOID,
        callee=GlobalRef(FAIL),
        args=[Arg(PTR, where), Arg(PTR, fp), Arg(PTR, name), Arg(PTR, why)],
    )


def _fresh(used: set, base: str) -> str:
    name, k = base, 0
    while name in used:
        k += 1
        name = f"{base}.{k}"
    used.add(name)
    return name


_FAIL_IR = r"""
define internal void @__mpiad_indirect_fail(ptr %where, ptr %fn, ptr %name, ptr %why) {
entry:
  %info = alloca [4 x ptr], align 8
  %known = icmp ne ptr %name, null
  br i1 %known, label %report, label %lookup

lookup:
  %has = icmp ne ptr @dladdr, null
  br i1 %has, label %ask, label %report

ask:
  %ok = call i32 @dladdr(ptr %fn, ptr %info)
  %found = icmp ne i32 %ok, 0
  br i1 %found, label %symbol, label %report

symbol:
  %at = getelementptr inbounds i8, ptr %info, i64 16
  %sym = load ptr, ptr %at, align 8
  %named = icmp ne ptr %sym, null
  %sym.or = select i1 %named, ptr %sym, ptr @ANON
  br label %report

report:
  %nm = phi ptr [ %name, %entry ], [ @ANON, %lookup ], [ @ANON, %ask ], [ %sym.or, %symbol ]
  %w = call i32 (i32, ptr, ...) @dprintf(i32 2, ptr @FMT, ptr %where, ptr %nm, ptr %fn, ptr %why)
  call void @abort()
  unreachable
}

declare i32 @dprintf(i32, ptr, ...)
declare void @abort()
declare extern_weak i32 @dladdr(ptr, ptr)
"""


def ensure_fail_helper(module: Module) -> None:
    """Add ``__mpiad_indirect_fail(where, fn, name, why)``: one line to stderr, in the form of
    the MPI runtime's ``__mpiad_fail``, then ``abort`` (``name`` null: ``dladdr`` names the
    function if the C library has it). Self-contained (libc only), so a program without MPI
    links it too."""
    if FAIL in module.functions:
        return
    fmt = c_string(
        module,
        "mpiad: error %s: an indirect call reached %s (at %p), which mpiad cannot "
        "differentiate: %s\n",
        "mpiad.indirect.fmt",
    )
    anon = c_string(module, "a function without a symbol", "mpiad.indirect.anon")
    text = _FAIL_IR.replace("@FMT", fmt.fmt(None)).replace("@ANON", anon.fmt(None))
    helper = parse_module(text, "<mpiad indirect-call runtime>")
    for e in helper.entities:
        if isinstance(e, Function) and e.name not in module.functions:
            if e.name == FAIL:
                e.post = "cold noinline"
            module.add(e)

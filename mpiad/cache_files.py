"""Which disk-cache folders mpiad loads code from, and how it reads and writes files there.

An entry of the disk cache is machine code that the process runs: whoever can write it can run
code in every job that loads it. So an entry is read only when it and each folder from the cache
root down to it belong to the current user (or to root) and are writable by nobody else (no
group or other write bit); it is opened without following a symbolic link (``O_NOFOLLOW``, each
folder below the root opened relative to its parent, so a folder swapped during the checks is not
followed either) and must be a regular file. The cache root itself may be reached through
symbolic links (``$SCRATCH`` often is one): what is checked is the folder it leads to.

A site may share a read-only cache: the folders named in ``MPIAD_CACHE_TRUST`` (absolute paths,
separated by ``:``) may belong to another user (a service account that fills them); their entries
must belong to that user or to root, and neither may be writable by group or others. mpiad never
writes into a folder it does not own: entries such a folder lacks are compiled in memory.

Folders and files mpiad creates are private (0700 and 0600, whatever the umask).
"""

from __future__ import annotations

import errno
import os
import stat
from dataclasses import dataclass
from pathlib import Path

TRUST_ENV = "MPIAD_CACHE_TRUST"
_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | getattr(os, "O_CLOEXEC", 0)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


class Untrusted(Exception):
    """A cache folder or entry that another user could have written; the message says why, in
    words (the path, its owner or its mode)."""


@dataclass(frozen=True)
class Folder:
    """A cache root that may be read: ``owners`` are the users whose entries are loaded;
    ``ours``: it belongs to the current user (entries and locks are written there)."""

    path: Path
    owners: frozenset
    ours: bool


def shared_roots() -> set[str]:
    """The real paths of the folders named in ``MPIAD_CACHE_TRUST``."""
    named = os.environ.get(TRUST_ENV, "")
    return {os.path.realpath(p) for p in named.split(os.pathsep) if p and os.path.isabs(p)}


def _user(uid: int) -> str:
    try:
        import pwd

        return f"user {pwd.getpwuid(uid).pw_name} (uid {uid})"
    except (ImportError, KeyError):
        return f"uid {uid}"


def _check(st: os.stat_result, what: str, owners: frozenset) -> None:
    if st.st_uid not in owners:
        raise Untrusted(f"{what} belongs to {_user(st.st_uid)}, not to you")
    mode = stat.S_IMODE(st.st_mode)
    if mode & 0o022:
        who = " and ".join(w for w, bit in (("group", 0o020), ("others", 0o002)) if mode & bit)
        raise Untrusted(f"{what} is writable by {who} (mode {mode:04o})")


def _owners(path: Path, st: os.stat_result) -> frozenset:
    mine = {os.geteuid(), 0}
    if os.path.realpath(path) in shared_roots():
        mine.add(st.st_uid)
    return frozenset(mine)


def examine(root: Path) -> Folder | None:
    """The cache root ``root`` as a :class:`Folder`, or None when it does not exist (nothing to
    read; a write creates it). Raises :class:`Untrusted` saying why it may not be read."""
    try:
        fd = os.open(root, _DIR_FLAGS)
    except (FileNotFoundError, NotADirectoryError):
        return None
    try:
        st = os.fstat(fd)
    finally:
        os.close(fd)
    owners = _owners(root, st)
    _check(st, f"the cache folder {root}", owners)
    return Folder(root, owners, st.st_uid == os.geteuid())


def read(root: Path, parts: tuple[str, ...]) -> bytes | None:
    """The bytes of the file ``root/parts...``, or None when it (or a folder on the way) does
    not exist. Every folder from ``root`` down and the file itself are checked as they are
    opened (:class:`Untrusted`); other failures raise OSError."""
    try:
        dfd = os.open(root, _DIR_FLAGS)
    except (FileNotFoundError, NotADirectoryError):
        return None
    try:
        st = os.fstat(dfd)
        owners = _owners(root, st)
        _check(st, f"the cache folder {root}", owners)
        where = root
        for name in parts[:-1]:
            where = where / name
            try:
                nfd = os.open(name, _DIR_FLAGS | _NOFOLLOW, dir_fd=dfd)
            except OSError as e:
                # a link gives ENOTDIR (O_DIRECTORY) or ELOOP (O_NOFOLLOW)
                if _is_link(name, dfd):
                    raise Untrusted(f"the cache folder {where} is a symbolic link") from None
                if isinstance(e, (FileNotFoundError, NotADirectoryError)):
                    return None
                raise
            os.close(dfd)
            dfd = nfd
            _check(os.fstat(dfd), f"the cache folder {where}", owners)
        path = where / parts[-1]
        try:
            # O_NONBLOCK: a FIFO put in place of an entry must not block the open
            fd = os.open(parts[-1], os.O_RDONLY | _NOFOLLOW | os.O_NONBLOCK, dir_fd=dfd)
        except FileNotFoundError:
            return None
        except OSError as e:
            if e.errno in (errno.ELOOP, errno.EMLINK):
                raise Untrusted(f"the cache entry {path} is a symbolic link") from None
            raise
        with os.fdopen(fd, "rb") as f:
            st = os.fstat(f.fileno())
            if not stat.S_ISREG(st.st_mode):
                raise Untrusted(f"the cache entry {path} is not a regular file")
            _check(st, f"the cache entry {path}", owners)
            return f.read()
    finally:
        os.close(dfd)


def _is_link(name: str, dfd: int) -> bool:
    try:
        return stat.S_ISLNK(os.stat(name, dir_fd=dfd, follow_symlinks=False).st_mode)
    except OSError:
        return False


def make_dirs(d: Path) -> None:
    """Create ``d`` and the folders missing above it, each with mode 0700 whatever the umask;
    folders that exist are left as they are. Raises OSError."""
    missing = []
    p = d
    while not os.path.lexists(p) and p != p.parent:
        missing.append(p)
        p = p.parent
    for q in reversed(missing):
        try:
            os.mkdir(q, 0o700)
        except FileExistsError:
            continue  # another process of this job made it
        os.chmod(q, 0o700)  # the umask may have taken bits the mode asked for
    if not d.is_dir():
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(d))


def is_private_dir(d: Path) -> bool:
    """``d`` is a folder (not a symbolic link) of the current user that no one else may
    write."""
    try:
        st = os.lstat(d)
        if not stat.S_ISDIR(st.st_mode):
            return False
        _check(st, str(d), frozenset({os.geteuid()}))
    except (OSError, Untrusted):
        return False
    return True


def private(fd: int) -> None:
    """Give a file mpiad created mode 0600, whatever the umask."""
    os.fchmod(fd, 0o600)

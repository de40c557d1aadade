"""``vance doctor``: each part reports a :class:`~brain.diagnostics.Check`."""

from __future__ import annotations

import os

from brain import Check, Paths, UserFacingError, load_settings, resolve_paths


async def collect_checks() -> list[Check]:
    paths = resolve_paths()
    checks = [_data_dir(paths)]
    try:
        settings = load_settings(paths)
        checks.append(Check(name="config", ok=True, detail=str(paths.config_file())))
    except UserFacingError as exc:
        checks.append(Check(name="config", ok=False, detail=exc.message, fix=exc.hint))
        return checks
    checks.append(await _database(paths))
    checks += await _model(settings)
    checks += _voice(settings)
    checks += await _outside(settings)
    checks += await _resident(paths)
    return checks


async def _resident(paths: Paths) -> list[Check]:
    """Whether a resident brain runs, and the systemd user service (``vance serve --install``)."""
    from brain.remote import service
    from brain.remote.resident import HomeLock

    pid = HomeLock(paths).holder()
    running = Check(
        name="resident brain",
        ok=pid is not None,
        optional=True,
        detail=f"running (pid {pid})" if pid is not None else "not running",
        fix=None
        if pid is not None
        else "`vance serve` (or `vance serve --install`) keeps "
        "workers and schedules going without a window",
    )
    installed, detail = service.state()
    unit = Check(
        name="service",
        ok=installed,
        optional=True,
        detail=detail,
        fix=None if installed else "vance serve --install",
    )
    return [running, unit]


async def _outside(settings) -> list[Check]:  # type: ignore[no-untyped-def]
    """The work_exec_run sandbox and the configured MCP servers."""
    from brain.mcp.manager import doctor_checks as mcp_checks
    from brain.sandbox.runner import doctor_checks as sandbox_checks

    return sandbox_checks() + (await mcp_checks(settings.mcp) if settings.mcp.servers else [])


def _data_dir(paths: Paths) -> Check:
    """Whether the data folder can be written — or, not made yet, can be made (the doctor
    only looks: it creates nothing)."""
    folder = paths.data_dir
    existing = folder
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        return Check(
            name="data folder",
            ok=False,
            detail=f"{folder}: {existing} is not a folder",
            fix="Set VANCE_HOME to a writable folder.",
        )
    writable = os.access(existing, os.W_OK | os.X_OK)
    if existing == folder:
        state = "writable" if writable else "not writable"
    else:
        state = (
            "not made yet; it can be" if writable else f"cannot be made: {existing} is read-only"
        )
    return Check(
        name="data folder",
        ok=writable,
        detail=f"{folder} ({state})",
        fix=None if writable else f"chmod u+w {existing}, or set VANCE_HOME.",
    )


async def _database(paths: Paths) -> Check:
    from brain import Store

    if not paths.db_path.exists():
        return Check(
            name="database",
            ok=True,
            detail=f"{paths.db_path} (none yet: made when you first use Vance)",
        )

    try:
        store = await Store.open(paths.db_path)
    except UserFacingError as exc:
        damaged = "malformed" in exc.message  # pages are bad; .recover saves the rest
        return Check(
            name="database",
            ok=False,
            detail=exc.message,
            fix=_recover_fix(paths) if damaged else exc.hint,
        )
    try:
        problems = await store.integrity_problems()
        version = await store.version() if not problems else None
    except UserFacingError as exc:
        problems = [exc.message]
    finally:
        await store.close()
    if problems:
        more = f" (+{len(problems) - 1} more)" if len(problems) > 1 else ""
        return Check(
            name="database",
            ok=False,
            detail=f"{paths.db_path} is damaged: {problems[0]}{more}",
            fix=_recover_fix(paths),
        )
    return Check(
        name="database",
        ok=True,
        detail=f"{paths.db_path} (schema {version}, writable, integrity ok)",
    )


def _recover_fix(paths: Paths) -> str:
    """How to save what is readable from a damaged database (sqlite3's ``.recover``)."""
    db = paths.db_path
    saved = db.with_name(db.stem + ".recovered.db")
    return (
        f"quit Vance, then `sqlite3 {db} .recover | sqlite3 {saved}` and "
        f"`mv {db} {db}.damaged && mv {saved} {db}`"
    )


async def _model(settings) -> list[Check]:  # type: ignore[no-untyped-def]
    from brain import find_local_model, local_model_missing_error

    checks: list[Check] = []
    local = find_local_model(settings)
    if local is not None:
        checks.append(Check(name="local model", ok=True, detail=str(local)))
    else:
        missing = local_model_missing_error()
        checks.append(
            Check(
                name="local model",
                ok=False,
                detail=missing.message,
                fix=missing.hint,
                optional=settings.model_for("default:fast") is not None,
            )
        )
    try:
        from brain import ModelGateway

        checks.append(await ModelGateway(settings).check())
    except UserFacingError as exc:
        checks.append(Check(name="model", ok=False, detail=exc.message, fix=exc.hint))
    return checks


def _voice(settings) -> list[Check]:  # type: ignore[no-untyped-def]
    try:
        from voice.doctor import checks
    except ImportError as exc:
        return [
            Check(
                name="voice",
                ok=False,
                optional=True,
                detail=f"voice package missing: {exc}",
                fix="pip install 'vance[voice]'",
            )
        ]
    return checks(settings)

"""When and on what code a result was measured: every record carries its date and commit, so a
reader can find the search it measured without knowing how the work was done."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def stamp() -> dict[str, str]:
    """Today's UTC date and the checked-out commit ("unknown" outside a git checkout)."""
    try:
        commit = subprocess.run(
            ["git", "rev-parse", "--short=7", "HEAD"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        commit = "unknown"
    return {"date": time.strftime("%Y-%m-%d", time.gmtime()), "commit": commit}

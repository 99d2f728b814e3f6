"""Pictures of both games on a tablet (1024×768) from the real browser: screenshots/browser/.

    python scripts/browser_screenshots.py [--out screenshots/browser]

Runs the browser tests' tablet games (Chromium at /usr/bin/chromium, driven by taps), which
take a picture of the screens they pass when MODTEN_BROWSER_PICTURES names a folder, then
writes each with a palette of its colours (Pillow, from the `dev` extra): a terminal's few
colours keep the files small. The games are not seeded, so each run shows other cards.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
GAMES = "test_mod_ten_for_two_to_the_end[tablet] test_ten_with_an_auction_to_the_end[tablet]"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots" / "browser")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        tests = [f"tests/browser/test_tablet.py::{name}" for name in GAMES.split()]
        run = subprocess.run(
            [sys.executable, "-m", "pytest", "-n", "0", "-m", "browser", *tests],
            cwd=ROOT,
            env={**os.environ, "MODTEN_BROWSER_PICTURES": folder},
        )
        if run.returncode:
            return run.returncode
        args.out.mkdir(parents=True, exist_ok=True)
        for picture in sorted(Path(folder).glob("*.png")):
            with Image.open(picture) as image:
                small = image.convert("RGB").quantize(colors=64)
                small.save(args.out / picture.name, optimize=True)
            print(args.out / picture.name)
    return 0


if __name__ == "__main__":
    sys.exit(main())

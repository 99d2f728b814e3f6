"""The `modten` command line."""

from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="modten",
        description="A terminal card table for Mod Ten and TEN (unofficial).",
    )
    parser.add_argument("--version", action="version", version="modten-tui 0.1.0")
    return parser


def main(argv: list[str] | None = None) -> int:
    build_parser().parse_args(argv)  # an unknown option prints a clear error and exits 2
    print("modten-tui: the table is not built yet; see README.md.")
    return 0


if __name__ == "__main__":
    sys.exit(main())

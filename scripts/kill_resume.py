"""SIGKILL the real app at random moments, start it again with --resume, and count how many
resumes come back exactly where the save on disk said the game was.

    python scripts/kill_resume.py [--kills 30] [--seed 1]

Each game (Mod Ten with a computer, TEN with a computer) runs in an 80×24 pseudo-terminal with
its own data folder; random keys are pressed for a random time (so kills land during hand-offs,
prompts, a person's turn and a computer's turn), then the process is killed with SIGKILL. After
each kill the save must load; after each restart the resumed game must start from exactly the
moves on disk at the kill. Prints one JSON line per game.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from modten_tui.storage.saves import SaveStore  # noqa: E402
from modten_tui.table.persist import quick_bot, restore  # noqa: E402
from tests.test_kill import Term, environment  # noqa: E402

GAMES = {
    "modten": ["--game", "modten", "--seats", "Ann,Bob,bot:easy", "--bot-delay", "1"],
    "ten": ["--game", "ten", "--seats", "Ann,bot:easy", "--bot-delay", "0.3"],
}
KEYS = ["\r", "\r", "\r", " ", "d", "n", "c", "p", "1", "2", "\x1b[C", "\x1b[B", "+", "y"]


def on_disk(store: SaveStore) -> list[list[str]] | None:
    """The moves of every hand of the one unfinished game, or None when there is none."""
    ids = store.game_ids()
    if not ids:
        return None
    save = store.load_game(ids[0])
    restore(save, bot_factory=quick_bot)  # must replay: a kill never leaves one that does not
    return [list(r.moves) for r in save.records]


def computers_turn(store: SaveStore) -> bool:
    """Whether the game on disk waits for a computer (the kill came during its turn)."""
    ids = store.game_ids()
    if not ids:
        return False
    session = restore(store.load_game(ids[0]), bot_factory=quick_bot)
    return session.current is not None and not session.is_human_turn


MARKERS = {
    "Pass to": "hand-off",
    "Show my hand": "hand-off",
    "(computer) is": "computer's turn",
    "answering a prompt": "computer's turn",
    "Bid": "prompt (auction)",
    "Pay": "prompt (payment)",
    "Buy": "prompt (buy)",
    "your turn": "person's turn",
    "Play again": "results",
}


def moment(text: str) -> str:
    """What the app drew last before the kill: the marker found latest in its output."""
    found = {name: text.rfind(words) for words, name in MARKERS.items()}
    name, at = max(found.items(), key=lambda item: item[1])
    return name if at >= 0 else "other"


def run(game: str, kills: int, rng: random.Random, home: Path) -> dict[str, object]:
    store = SaveStore(home / "modten-tui")
    env = environment(home)
    seen: Counter[str] = Counter()
    exact = resumes = 0
    for number in range(kills):
        before = on_disk(store)
        args = ["--resume"] if before is not None else [*GAMES[game], "--seed", str(number)]
        term = Term(args, env)
        last = "other"
        try:
            term.wait_for("Quit", timeout=30)
            term.read(0.5)
            if before is not None:
                resumes += 1
                resumed = on_disk(store)
                # The resumed game saved itself at once: the same hands, and the same moves
                # (a computer may already have moved on from there).
                if (
                    resumed is not None
                    and all(r[: len(b)] == b for r, b in zip(resumed, before, strict=False))
                    and len(resumed) >= len(before)
                ):
                    exact += 1
                elif not store.game_ids() and store.history()[0]:
                    exact += 1  # it finished at once (a computer's last move)
            for _ in range(rng.randrange(2, 30)):
                term.keys(rng.choice(KEYS), rng.uniform(0.02, 0.4))
            last = moment(term.text())
        finally:
            term.kill()
        seen["computer's turn" if computers_turn(store) else last] += 1
    entries, problems = store.history()
    return {
        "game": game,
        "kills": kills,
        "resumes": resumes,
        "exact_resumes": exact,
        "games_finished": len(entries),
        "history_problems": len(problems),
        "killed_during": dict(seen),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--folder", type=Path, default=Path("/tmp/modten-kill"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for game in GAMES:
        home = args.folder / f"{game}-{time.time_ns()}"
        home.mkdir(parents=True)
        print(json.dumps(run(game, args.kills, rng, home)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

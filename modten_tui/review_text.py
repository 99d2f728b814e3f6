"""A review in words: one line per decision and the players' summary, for the review screen
and `modten --review` alike (plain text; the screen adds no markup to names)."""

from __future__ import annotations

from modten_tui.review import Decision, PlayerSummary, Review


def pct(chance: float) -> str:
    return f"{round(100 * chance)}%"


def verdict(d: Decision) -> str:
    """Before → after, the best alternative and the mistake mark; or why it was not judged."""
    if d.forced:
        return "only move"
    if d.before is None:
        return d.note or "not judged"
    if d.after is None:
        return f"best {pct(d.before)} · {d.note}"
    text = f"{pct(d.before)} → {pct(d.after)}"
    if d.points_before is not None and d.points_after is not None:
        text += f" ({d.points_before:.1f} → {d.points_after:.1f} pts)"
    if d.best is not None and d.best_win is not None:
        text += f" · best other: {d.best} {pct(d.best_win)}"
    if d.mistake:
        text += " · MISTAKE"
    return text


def decision_line(d: Decision, names: list[str], hands: int) -> str:
    where = f"{d.hand}.{d.number}" if hands > 1 else f"{d.number}"
    who = names[d.seat] + (" (computer)" if d.computer else "")
    return f"{where:>5} {who}: {d.move} — {verdict(d)}"


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def summary_line(p: PlayerSummary) -> str:
    """One player's choices, how many mattered, the mistakes and what was given away: the
    drops in chance to win added up, in percentage points (over a game they can pass 100)."""
    who = p.name + (" (computer)" if p.computer else "")
    lost = round(100 * p.lost)
    text = (f"{who}: {_count(p.decisions, 'choice')}, {p.mattered} mattered, "
            f"{_count(p.mistakes, 'mistake')}, {_count(lost, 'point')} of chance "
            "to win")  # fmt: skip
    if p.points_lost is not None:
        text += f" and {p.points_lost:.1f} expected points"
    return text + " lost"


def short_settings(review: Review) -> str:
    """The settings in a line for the screen (the full sentence is the command line's)."""
    return (f"{review.iterations:,} searches per choice, mover's view · MISTAKE: loses over "
            f"{pct(review.threshold)}")  # fmt: skip


def settings_line(review: Review) -> str:
    return (f"Chance to win with the best choice → with the move made, each searched "
            f"{review.iterations:,} times (seed {review.seed}) from what its player could see; "
            f"a MISTAKE loses over {pct(review.threshold)}, beyond doubt.")  # fmt: skip


def full_text(review: Review, title: str, result: str) -> str:
    """The whole review as the command line prints it."""
    hands = max((d.hand for d in review.decisions), default=1)
    out = [f"Review of {title}: {', '.join(review.names)} · {result}", settings_line(review), ""]
    out += [decision_line(d, review.names, hands) for d in review.decisions]
    out += ["", "Summary:"]
    out += ["  " + summary_line(p) for p in review.players]
    return "\n".join(out)

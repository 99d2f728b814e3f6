"""A review in words: one line per decision and the players' summary, for the review screen
and `modten --review` alike (plain text; the screen adds no markup to names)."""

from __future__ import annotations

from modten_tui.review.verdicts import Decision, PlayerSummary, Review


def pct(chance: float) -> str:
    return f"{round(100 * chance)}%"


def _pts(points: float | None) -> str:
    return "" if points is None else f", {points:.1f} points"


def _because(label: str, why: str) -> str:
    return f"{label}: {why}" if why else label


def verdict(d: Decision) -> str:
    """The move made's chance to win and the best choice's (never below it), the mistake
    mark with each move's one line of why; or why it was not judged."""
    if d.forced:
        return "only move"
    if d.before is None:
        return d.note or "not judged"
    if d.after is None:
        return f"the best choice had {pct(d.before)} chance to win · {d.note}"
    text = f"{pct(d.after)} chance to win{_pts(d.points_after)}"
    if d.best is None or d.best_win is None:
        return text
    if d.before <= d.after:  # the move made was the best
        text += f", the best choice (next best {d.best}: {pct(d.best_win)})"
    else:
        text += f"; the best, {d.best}, had {pct(d.before)}{_pts(d.points_before)}"
    if d.mistake:  # why, as advice says it, for the move made and the best
        text += f" · MISTAKE · {_because(d.move, d.why)} · {_because(d.best, d.best_why)}"
    return text


def decision_line(d: Decision, names: list[str], hands: int) -> str:
    where = f"{d.hand}.{d.number}" if hands > 1 else f"{d.number}"
    who = names[d.seat] + (" (computer)" if d.computer else "")
    return f"{where:>5} {who}: {d.move} — {verdict(d)}"


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def summary_line(p: PlayerSummary) -> str:
    """One player's choices, how many were important (the moves' chances to win far apart),
    the mistakes, and what a choice lost on average: its drop in the chance to win."""
    who = p.name + (" (computer)" if p.computer else "")
    text = (
        f"{who}: {_count(p.decisions, 'choice')}, {p.mattered} important, "
        f"{_count(p.mistakes, 'mistake')}"
    )
    if not p.decisions:
        return text
    text += f"; lost {pct(p.lost / p.decisions)} chance to win"
    if p.points_lost is not None:
        text += f" ({p.points_lost / p.decisions:.1f} points)"
    return text + " per choice"


def short_settings(review: Review) -> str:
    """The settings in a line for the screen (the full sentence is the command line's)."""
    return (
        f"{review.iterations:,} deals a choice, from what its player saw · important: "
        f"moves over {pct(review.threshold)} apart · MISTAKE: over "
        f"{pct(review.threshold)} below the best"
    )


def settings_line(review: Review) -> str:
    return (
        f"Each move: its player's chance to win after it, and the best choice's, judged "
        f"from what that player could see ({review.iterations:,} deals each, seed "
        f"{review.seed}). A choice is important when its moves are over "
        f"{pct(review.threshold)} apart; a MISTAKE gives away over {pct(review.threshold)}, "
        "beyond doubt."
    )


def full_text(review: Review, title: str, result: str) -> str:
    """The whole review as the command line prints it."""
    hands = max((d.hand for d in review.decisions), default=1)
    out = [f"Review of {title}: {', '.join(review.names)} · {result}", settings_line(review), ""]
    out += [decision_line(d, review.names, hands) for d in review.decisions]
    out += ["", "Summary:"]
    out += ["  " + summary_line(p) for p in review.players]
    return "\n".join(out)

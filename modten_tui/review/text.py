"""A review in words: one line per decision and the players' summary, for the review screen
and `modten --review` alike (plain text; the screen adds no markup to names)."""

from __future__ import annotations

from modten_tui.i18n import _, listed, ngettext
from modten_tui.i18n.numbers import decimal, number
from modten_tui.review.verdicts import Decision, PlayerSummary, Review


def pct(chance: float) -> str:
    return _("{percent}%").format(percent=round(100 * chance))


def _points(points: float) -> str:
    return decimal(points)


def _because(label: str, why: str) -> str:
    return f"{label}: {why}" if why else label


def verdict(d: Decision) -> str:
    """The move made's chance to win and the best choice's (never below it), the mistake
    mark with each move's one line of why; or why it was not judged. Each clause is a message
    holding the text before it (`{made}`), so a language places it its own way."""
    if d.forced:
        return _("only move")
    if d.before is None:
        return d.note or _("not judged")
    if d.after is None:
        return _("the best choice had {chance} chance to win · {reason}").format(
            chance=pct(d.before), reason=d.note
        )
    if d.points_after is None:
        text = _("{chance} chance to win").format(chance=pct(d.after))
    else:
        text = _("{chance} chance to win, {points} points").format(
            chance=pct(d.after), points=_points(d.points_after)
        )
    if d.best is None or d.best_win is None:
        return text
    if d.before <= d.after:  # the move made was the best
        text = _("{made}, the best choice (next best {best}: {chance})").format(
            made=text, best=d.best, chance=pct(d.best_win)
        )
    elif d.points_before is None:
        text = _("{made}; the best, {best}, had {chance}").format(
            made=text, best=d.best, chance=pct(d.before)
        )
    else:
        text = _("{made}; the best, {best}, had {chance}, {points} points").format(
            made=text, best=d.best, chance=pct(d.before), points=_points(d.points_before)
        )
    if d.mistake:  # why, as advice says it, for the move made and the best
        text = _("{made} · MISTAKE · {move} · {best}").format(
            made=text, move=_because(d.move, d.why), best=_because(d.best, d.best_why)
        )
    return text


def decision_line(d: Decision, names: list[str], hands: int) -> str:
    where = f"{d.hand}.{d.number}" if hands > 1 else f"{d.number}"
    who = _("{name} (computer)").format(name=names[d.seat]) if d.computer else names[d.seat]
    return f"{where:>5} {who}: {d.move} — {verdict(d)}"


def summary_line(p: PlayerSummary) -> str:
    """One player's choices, how many were important (the moves' chances to win far apart),
    the mistakes, and what a choice lost on average: its drop in the chance to win."""
    who = _("{name} (computer)").format(name=p.name) if p.computer else p.name
    text = _("{name}: {choices}, {important} important, {mistakes}").format(
        name=who,
        choices=ngettext("{count} choice", "{count} choices", p.decisions).format(
            count=p.decisions
        ),
        important=p.mattered,
        mistakes=ngettext("{count} mistake", "{count} mistakes", p.mistakes).format(
            count=p.mistakes
        ),
    )
    if not p.decisions:
        return text
    lost = pct(p.lost / p.decisions)
    if p.points_lost is None:
        return _("{summary}; lost {chance} chance to win per choice").format(
            summary=text, chance=lost
        )
    return _("{summary}; lost {chance} chance to win ({points} points) per choice").format(
        summary=text, chance=lost, points=_points(p.points_lost / p.decisions)
    )


def short_settings(review: Review) -> str:
    """The settings in a line for the screen (the full sentence is the command line's)."""
    return ngettext(
        "{count} deal a choice, from what its player saw · important: moves over "
        "{threshold} apart · MISTAKE: over {threshold} below the best",
        "{count} deals a choice, from what its player saw · important: moves over "
        "{threshold} apart · MISTAKE: over {threshold} below the best",
        review.iterations,
    ).format(count=number(review.iterations), threshold=pct(review.threshold))


def settings_line(review: Review) -> str:
    return ngettext(
        "Each move: its player's chance to win after it, and the best choice's, judged from "
        "what that player could see ({count} deal each, seed {seed}). A choice is important "
        "when its moves are over {threshold} apart; a MISTAKE gives away over {threshold}, "
        "beyond doubt.",
        "Each move: its player's chance to win after it, and the best choice's, judged from "
        "what that player could see ({count} deals each, seed {seed}). A choice is important "
        "when its moves are over {threshold} apart; a MISTAKE gives away over {threshold}, "
        "beyond doubt.",
        review.iterations,
    ).format(count=number(review.iterations), seed=review.seed, threshold=pct(review.threshold))


def full_text(review: Review, title: str, result: str) -> str:
    """The whole review as the command line prints it."""
    hands = max((d.hand for d in review.decisions), default=1)
    head = _("Review of {title}: {names} · {result}").format(
        title=title, names=listed(review.names), result=result
    )
    out = [head, settings_line(review), ""]
    out += [decision_line(d, review.names, hands) for d in review.decisions]
    out += ["", _("Summary:")]
    out += ["  " + summary_line(p) for p in review.players]
    return "\n".join(out)

"""A league of opponents for measuring the app's computer players (issue 14).

Written from the rules engine's public API and the bot interface only, never from the app's
searchers, so that what it measures is not the app measuring itself. The app never imports it.

- `modten_expert`, `ten_expert`: careful rule-based players that read only their view.
- `flat_mc`: flat Monte Carlo over determinized views, and the perfect-information player
  (evaluation only: it is handed the whole state).
- `modten_world`, `ten_world`: hidden cards re-dealt consistently with a view.
- `rollout`: cheap playout policies on a full state.
- `roster`: every player by name; `match`: games and pairings; `stats`: Wilson intervals.
"""

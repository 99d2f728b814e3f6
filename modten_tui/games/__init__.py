"""One package per game; the registry (`modten_tui.registry`) finds each package's `SPEC`."""

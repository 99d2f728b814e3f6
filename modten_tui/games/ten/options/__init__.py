"""TEN's own setup options: how they are shown (`form`) and how they are checked (`model`).

Nothing is imported here, so reading the form loads no pydantic."""

"""Reusable pieces of the table: cards, hands, the seat panel, the table, the log."""

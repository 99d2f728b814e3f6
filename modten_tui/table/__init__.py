"""The hot-seat table without a screen: the session, undo, advice, lessons, and turning a
session into a save and back."""

"""The app: the Textual application that holds the table, its screens' flow and its saving."""

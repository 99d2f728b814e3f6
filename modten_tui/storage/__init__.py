"""What is kept on disk: save files and their schema, the seal, the folder's lock, settings."""

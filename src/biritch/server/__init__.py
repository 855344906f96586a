"""The web server: FastAPI routes, schemas built from South's view, storage of games."""

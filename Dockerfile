# The Genial bot as a container image: `docker compose up -d` (see compose.yaml and docs/hosting.md).
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    GENIAL_DATABASE=/app/var/genial.sqlite3 \
    GENIAL_HEARTBEAT_FILE=/app/var/heartbeat

WORKDIR /app
# The exact versions `make test` passed with (constraints.txt, refreshed by `make lock`).
COPY pyproject.toml README.md constraints.txt ./
COPY genial/ genial/
COPY render/ render/
COPY data/ data/
COPY app/ app/
COPY runtime/ runtime/
COPY cogs/ cogs/
COPY bot/ bot/
COPY i18n/ i18n/
COPY community/ community/
RUN pip install --no-cache-dir -c constraints.txt . \
    && useradd --system --home-dir /app genial \
    && mkdir -p /app/var \
    && chown genial /app/var

USER genial
# The database (every game, rating and setting) lives here: keep it in a volume.
VOLUME ["/app/var"]
# The bot's event loop touches /app/var/heartbeat every 10 s; stale for 60 s = unhealthy.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot", "health", "60"]
# Stop like Ctrl-C: the bot lets running interactions finish and closes the database.
STOPSIGNAL SIGINT
# Exit status 78 means "fix your configuration" (bad setting, refused token, database
# newer than the code): compose.yaml's restart policy gives up on it after a few tries.
CMD ["python", "-m", "bot"]

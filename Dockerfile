# The Genial bot as a container image: `docker compose up -d` (compose.yaml, docs/hosting.md);
# or by hand, from a folder with your .env:
#   docker build -t genial-bot .
#   docker run -d --name genial --env-file .env -v genial-data:/app/var genial-bot
FROM python:3.11-slim

# The bot's home folder is /app: .env's relative paths (var/genial.sqlite3, var/heartbeat)
# are taken from it, so they land in the volume /app/var.
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    GENIAL_HOME=/app

WORKDIR /app
# The locked versions and their hashes (requirements/, refreshed by `make lock`): a current
# pip and setuptools first, then what the bot runs on and nothing else.
COPY requirements/bootstrap.txt requirements/run.txt requirements/
RUN pip install --no-cache-dir --require-hashes -r requirements/bootstrap.txt \
    && pip install --no-cache-dir --require-hashes -r requirements/run.txt
COPY pyproject.toml README.md ./
COPY genial/ genial/
COPY render/ render/
COPY data/ data/
COPY app/ app/
COPY runtime/ runtime/
COPY cogs/ cogs/
COPY bot/ bot/
COPY i18n/ i18n/
COPY community/ community/
RUN pip install --no-cache-dir --no-deps --no-build-isolation . \
    && rm -rf build *.egg-info genial render data app runtime cogs bot i18n community \
    && useradd --system --home-dir /app genial \
    && mkdir -p /app/var \
    && chown genial /app/var

USER genial
# The database (every game, rating and setting), the health file and backups live here:
# keep it in a volume.
VOLUME ["/app/var"]
# The bot rewrites /app/var/heartbeat every 10 s with its health (event loop, Discord,
# database); stale for 60 s, its process gone, or a part unwell = unhealthy.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-m", "bot", "health", "60"]
# Stop like Ctrl-C: the bot lets running interactions finish and closes the database.
STOPSIGNAL SIGINT
# Exit status 78 means "fix your configuration" (bad setting, refused token, a database
# that refuses the bot or is newer than the code): compose.yaml does not restart on it.
CMD ["python", "-m", "bot"]

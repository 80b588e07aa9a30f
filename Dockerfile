# The Genial bot as a container image: `docker compose up -d` (see compose.yaml and README.md).
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    GENIAL_DATABASE=/app/var/genial.sqlite3

WORKDIR /app
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
RUN pip install --no-cache-dir . \
    && useradd --system --home-dir /app genial \
    && mkdir -p /app/var \
    && chown genial /app/var

USER genial
# The database (every game, rating and setting) lives here: keep it in a volume.
VOLUME ["/app/var"]
# Stop like Ctrl-C: the bot lets running interactions finish and closes the database.
STOPSIGNAL SIGINT
CMD ["python", "-m", "bot"]

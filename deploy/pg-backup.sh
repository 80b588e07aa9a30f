#!/bin/sh
# PostgreSQL backups for the compose recipe (compose.postgres.yaml, service pg-backup).
# It runs in the postgres image, whose pg_dump/pg_restore/psql are the server's own
# version, against the service "postgres" (PGHOST, PGUSER, PGPASSWORD, PGDATABASE):
#   backup (the bot may run):
#     docker compose -f compose.yaml -f compose.postgres.yaml run --rm pg-backup
#   restore (the bot stopped: docker compose ... stop genial):
#     docker compose -f compose.yaml -f compose.postgres.yaml run --rm pg-backup restore /backups/FILE
#   then check every record:
#     docker compose -f compose.yaml -f compose.postgres.yaml run --rm genial python -m bot verify
# The files are pg_dump's custom format, as `python -m bot backup` writes them: either
# restores the other's. A restore is one transaction (the schema's tables and functions
# cleared, the dump loaded, checked complete): a failure leaves the database as it was.
set -eu
folder="${BACKUP_DIR:-/backups}"
# The SQL of the bot's own restore (data/backup.py; the suite checks they agree).
CLEAR=$(cat <<'SQL'
DO $$
DECLARE item record;
BEGIN
  FOR item IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
    EXECUTE format('DROP TABLE IF EXISTS %I CASCADE', item.tablename);
  END LOOP;
  FOR item IN SELECT p.oid::regprocedure AS name FROM pg_proc p
      JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema() LOOP
    EXECUTE format('DROP FUNCTION IF EXISTS %s CASCADE', item.name);
  END LOOP;
END $$;
SQL
)
CHECK=$(cat <<'SQL'
DO $$
BEGIN
  IF current_setting('genial.restore_complete', true) IS DISTINCT FROM 'yes' THEN
    RAISE EXCEPTION 'the backup was not read to its end: nothing restored';
  END IF;
END $$;
SQL
)
COMPLETE="SET genial.restore_complete = 'yes';"

case "${1:-backup}" in
backup)
  file="$folder/genial-$(date -u +%Y%m%d-%H%M%S).pgdump"
  pg_dump --format=custom --no-owner --no-privileges --file="$file.part"
  pg_restore --list "$file.part" > /dev/null
  mv "$file.part" "$file"
  echo "backup written: $file ($(du -h "$file" | cut -f1))"
  ;;
restore)
  file="${2:?restore needs a backup file, e.g. /backups/genial-20260101-000000.pgdump}"
  pg_restore --list "$file" > /dev/null
  { pg_restore --no-owner --no-privileges --file=- "$file" && printf '\n%s\n' "$COMPLETE"; } |
    psql --no-psqlrc --quiet --set=ON_ERROR_STOP=1 --single-transaction \
      --command="$CLEAR" --file=- --command="$CHECK" > /dev/null
  echo "restored $file; check it: python -m bot verify (in the genial service)"
  ;;
*)
  echo "usage: pg-backup.sh [backup | restore FILE]" >&2
  exit 2
  ;;
esac

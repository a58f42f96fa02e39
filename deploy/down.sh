#!/usr/bin/env bash
# Stops what deploy/up.sh started and drops what it made: Prometheus and its nginx exporter, nginx,
# the API servers and the worker, the database, the Redis keys under the run's prefix, the local mail
# catcher, nginx's temporary files and the run folder (certificate, configuration, logs, caught mail,
# Prometheus' data). Safe to run after a start that failed halfway, and a second time.
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
STATE="${DEPLOY_STATE:-$ROOT/deploy/.run/state}"
say() { echo "deploy: $*"; }

if [ ! -f "$STATE" ]; then
  say "nothing is up (no $STATE)"
  exit 0
fi
value() { sed -n "s/^$1=//p" "$STATE" | tail -n 1; }

RUN_DIR="$(value RUN_DIR)"
# Waits up to 15 s for a process to end, then kills it.
stop() { # pid, signal
  kill "-$2" "$1" 2>/dev/null || return 0
  for _ in $(seq 1 60); do
    kill -0 "$1" 2>/dev/null || return 0
    sleep 0.25
  done
  kill -KILL "$1" 2>/dev/null || true
}

HEALTH_CHECK_PID="$(value HEALTH_CHECK_PID)"
[ -n "$HEALTH_CHECK_PID" ] && stop "$HEALTH_CHECK_PID" TERM

# The watchers first, so stopping the servers below pages nobody.
for name in PROMETHEUS NGINX_EXPORTER; do
  pid="$(value "${name}_PID")"
  [ -n "$pid" ] && stop "$pid" TERM
done

if [ -n "$RUN_DIR" ] && [ -f "$RUN_DIR/nginx.pid" ]; then
  stop "$(cat "$RUN_DIR/nginx.pid")" QUIT
  say "nginx stopped"
fi

# The API servers drain on SIGTERM (live connections told to reconnect, requests in flight finish).
for index in $(sed -n 's/^API_\([0-9]*\)_PID=.*/\1/p' "$STATE"); do
  pid="$(value "API_${index}_PID")"
  if kill -0 "$pid" 2>/dev/null; then
    stop "$pid" TERM
    say "API server $index (pid $pid) stopped"
  fi
done

WORKER_PID="$(value WORKER_PID)"
if [ -n "$WORKER_PID" ] && kill -0 "$WORKER_PID" 2>/dev/null; then
  stop "$WORKER_PID" TERM
  say "worker (pid $WORKER_PID) stopped"
fi

# After the servers, so the e-mails they were sending reach it.
MAIL_CATCHER_PID="$(value MAIL_CATCHER_PID)"
[ -n "$MAIL_CATCHER_PID" ] && stop "$MAIL_CATCHER_PID" TERM

DATABASE="$(value DATABASE)"
if [ -n "$DATABASE" ]; then
  psql "$(value POSTGRES_URL)/postgres" -v ON_ERROR_STOP=1 -qc "DROP DATABASE IF EXISTS $DATABASE WITH (FORCE)" >/dev/null &&
    say "database $DATABASE dropped"
fi

REDIS_PREFIX="$(value REDIS_PREFIX)"
if [ -n "$REDIS_PREFIX" ]; then
  redis-cli -u "$(value REDIS_URL)" --scan --pattern "$REDIS_PREFIX:*" |
    xargs -r redis-cli -u "$(value REDIS_URL)" del >/dev/null &&
    say "Redis keys under $REDIS_PREFIX removed"
fi

case "$RUN_DIR" in
  */brewline-deploy.*) rm -rf "$RUN_DIR" ;;
esac
NGINX_TEMP="$(value NGINX_TEMP)"
case "$NGINX_TEMP" in
  */brewline-nginx-temp.*) rm -rf "$NGINX_TEMP" ;;
esac
rm -f "$STATE"
say "down"

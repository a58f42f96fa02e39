#!/usr/bin/env bash
# Starts Brewline's production setup on this machine: nginx terminating TLS (a self-signed
# certificate made now) in front of two API servers (ROLE=web) and a worker running the background
# jobs (ROLE=worker), on one fresh PostgreSQL database and Redis, watched by Prometheus.
# Prints the URL; deploy/down.sh stops everything and drops what this made. deploy/README.md says
# what each piece does and how to adapt it to real hosts.
#
# Settings (all optional):
#   DEPLOY_HOST          host name in the URL and the certificate          (localhost)
#   DEPLOY_HTTPS_PORT    nginx's HTTPS port                               (8443)
#   DEPLOY_HTTP_PORT     nginx's HTTP port, which only redirects to HTTPS  (8080)
#   DEPLOY_API_PORTS     the API servers' ports on 127.0.0.1              ("8001 8002")
#   DEPLOY_POSTGRES_URL  the PostgreSQL server for the new database       (postgres://postgres@127.0.0.1:5432)
#   DEPLOY_REDIS_URL     the Redis the API servers share                  (redis://127.0.0.1:6379)
#   DEPLOY_STATE         where down.sh finds what this start made         (deploy/.run/state)
#   SMTP_URL             the mail server customers' e-mail goes through   (none: a local mail catcher)
#   DEPLOY_MAIL_CATCHER_PORT  the local mail catcher's port, without SMTP_URL  (2525)
#   DEPLOY_METRICS_PORTS the API servers' metrics ports on 127.0.0.1, one per API port  ("9101 9102")
#   DEPLOY_WORKER_PORT   the worker's health and metrics port on 127.0.0.1   (9103)
#   DEPLOY_PROMETHEUS_PORT     Prometheus' port on 127.0.0.1                  (9190)
#   DEPLOY_NGINX_EXPORTER_PORT nginx exporter's port on 127.0.0.1            (9213)
#   DEPLOY_SCRAPE_INTERVAL     how often Prometheus scrapes and evaluates the rules (15s)
#   DEPLOY_ALERT_FOR     replaces every alert rule's `for:` (the deploy journey's 0s)  (the rules' own)
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
# The project's own Node 24 (the `node` package), whatever Node the machine has.
export PATH="$ROOT/node_modules/.bin:$PATH"

HOST_NAME="${DEPLOY_HOST:-localhost}"
HTTPS_PORT="${DEPLOY_HTTPS_PORT:-8443}"
HTTP_PORT="${DEPLOY_HTTP_PORT:-8080}"
read -r -a API_PORTS <<<"${DEPLOY_API_PORTS:-8001 8002}"
POSTGRES_URL="${DEPLOY_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432}"
REDIS_URL="${DEPLOY_REDIS_URL:-redis://127.0.0.1:6379}"
STATE="${DEPLOY_STATE:-$ROOT/deploy/.run/state}"
MAIL_CATCHER_PORT="${DEPLOY_MAIL_CATCHER_PORT:-2525}"
read -r -a METRICS_PORTS <<<"${DEPLOY_METRICS_PORTS:-9101 9102}"
WORKER_PORT="${DEPLOY_WORKER_PORT:-9103}"
PROMETHEUS_PORT="${DEPLOY_PROMETHEUS_PORT:-9190}"
EXPORTER_PORT="${DEPLOY_NGINX_EXPORTER_PORT:-9213}"
SCRAPE_INTERVAL="${DEPLOY_SCRAPE_INTERVAL:-15s}"
PUBLIC_URL="https://$HOST_NAME:$HTTPS_PORT"

say() { echo "deploy: $*"; }

if [ -f "$STATE" ]; then
  say "a setup is already up (state in $STATE); stop it first with deploy/down.sh" >&2
  exit 1
fi

if [ "${#METRICS_PORTS[@]}" -ne "${#API_PORTS[@]}" ]; then
  say "DEPLOY_METRICS_PORTS needs one port per API server (DEPLOY_API_PORTS)" >&2
  exit 1
fi

# nginx, Prometheus and its nginx exporter: Debian's packages, installed when missing (CI starts on a
# fresh machine). Without recommends: Prometheus' would add the machine's node exporter.
missing=()
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
[ -x /usr/bin/prometheus ] || missing+=(prometheus)
[ -x /usr/bin/prometheus-nginx-exporter ] || missing+=(prometheus-nginx-exporter)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    say "${missing[*]} missing: apt-get install -y --no-install-recommends ${missing[*]} (as root), then run this again" >&2
    exit 1
  fi
  say "installing ${missing[*]} (Debian's packages)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"

# The browser apps, built if their sources changed (as npm start does).
node scripts/ensure-web-build.ts

RUN_DIR="$(mktemp -d "${TMPDIR:-/tmp}/brewline-deploy.XXXXXX")"
SUFFIX="$(basename "$RUN_DIR" | sed 's/^brewline-deploy\.//' | tr '[:upper:]' '[:lower:]')"
DATABASE="brewline_deploy_$SUFFIX"
REDIS_PREFIX="brewline-deploy-$SUFFIX"
mkdir -p "$(dirname "$STATE")" "$RUN_DIR/logs" "$RUN_DIR/tls"
# nginx's temporary files (request bodies over 16 KB, large responses) in a folder of their own beside
# the run folder: as root, nginx's workers run as nobody, who cannot enter the run folder (0700, it
# holds the TLS key); with the files there every larger request would get a 500.
NGINX_TEMP="$(mktemp -d "${TMPDIR:-/tmp}/brewline-nginx-temp.XXXXXX")"
mkdir -p "$NGINX_TEMP"/{client_body,proxy,fastcgi,uwsgi,scgi}

# Everything made from here on is written down first, so down.sh can undo a start that failed halfway.
record() { echo "$1=$2" >>"$STATE"; }
record RUN_DIR "$RUN_DIR"
record NGINX_TEMP "$NGINX_TEMP"
record PUBLIC_URL "$PUBLIC_URL"
record HTTP_URL "http://$HOST_NAME:$HTTP_PORT"
record POSTGRES_URL "$POSTGRES_URL"
record DATABASE "$DATABASE"
record DATABASE_URL "$POSTGRES_URL/$DATABASE"
record REDIS_URL "$REDIS_URL"
record REDIS_PREFIX "$REDIS_PREFIX"
trap 'say "start failed; undoing it"; "$ROOT/deploy/down.sh"' ERR

# A certificate for the host name, valid a week: made for this run, trusted by nobody (the browser
# journey ignores that; a real deployment uses a certificate from its CA, see deploy/README.md).
if [[ "$HOST_NAME" =~ ^[0-9.]+$ ]]; then SAN="IP:$HOST_NAME"; else SAN="DNS:$HOST_NAME"; fi
[ "$HOST_NAME" = localhost ] && SAN="DNS:localhost,IP:127.0.0.1"
openssl req -x509 -newkey rsa:2048 -nodes -days 7 -subj "/CN=$HOST_NAME" \
  -addext "subjectAltName=$SAN" \
  -keyout "$RUN_DIR/tls/key.pem" -out "$RUN_DIR/tls/cert.pem" 2>/dev/null
record CERTIFICATE "$RUN_DIR/tls/cert.pem"

psql "$POSTGRES_URL/postgres" -v ON_ERROR_STOP=1 -qc "CREATE DATABASE $DATABASE" >/dev/null
say "database $DATABASE on $POSTGRES_URL, Redis prefix $REDIS_PREFIX"

wait_ready() { # url, pid, log
  for _ in $(seq 1 240); do
    if ! kill -0 "$2" 2>/dev/null; then
      say "the server for $1 exited; its log ($3):" >&2
      tail -n 20 "$3" >&2
      return 1
    fi
    if curl -fsS --max-time 2 ${4:+--cacert "$4"} "$1" >/dev/null 2>&1; then return 0; fi
    sleep 0.25
  done
  say "$1 did not become ready" >&2
  return 1
}

# Customers' e-mail: through the SMTP server given, or else into a local catcher that delivers nothing,
# so the outbox drains and the setup says plainly that no customer gets mail.
if [ -n "${SMTP_URL:-}" ]; then
  MAIL_URL="$SMTP_URL"
  say "customer e-mail goes through SMTP_URL"
else
  MAIL_URL="smtp://127.0.0.1:$MAIL_CATCHER_PORT"
  node deploy/mail-catcher.ts "$MAIL_CATCHER_PORT" "$RUN_DIR/mail" >"$RUN_DIR/logs/mail-catcher.log" 2>&1 </dev/null &
  catcher_pid=$!
  record MAIL_CATCHER_PID "$catcher_pid"
  record MAIL_CATCHER_DIR "$RUN_DIR/mail"
  # Listening before the API servers start, so their first e-mails are not put off by a retry.
  for _ in $(seq 1 60); do
    grep -qs "mail catcher on" "$RUN_DIR/logs/mail-catcher.log" && break
    if ! kill -0 "$catcher_pid" 2>/dev/null; then
      say "the mail catcher exited; its log:" >&2
      cat "$RUN_DIR/logs/mail-catcher.log" >&2
      false
    fi
    sleep 0.25
  done
  say "no SMTP_URL: customer e-mail goes to a LOCAL MAIL CATCHER on 127.0.0.1:$MAIL_CATCHER_PORT, kept in $RUN_DIR/mail and never delivered; set SMTP_URL to your mail provider to send it"
fi

# The servers: every one gets the same settings but its role and ports.
start_server() { # role, port, metrics port (none for the worker: its port is its metrics port), log
  env NODE_ENV=production ROLE="$1" PORT="$2" HOST=127.0.0.1 ${3:+METRICS_PORT="$3"} \
    DATABASE_URL="$POSTGRES_URL/$DATABASE" REDIS_URL="$REDIS_URL" REDIS_PREFIX="$REDIS_PREFIX" \
    PUBLIC_URL="$PUBLIC_URL" TRUST_PROXY=1 DEMO_TERMINALS=off LOG_LEVEL=info SMTP_URL="$MAIL_URL" \
    node apps/api/src/main.ts >"$4" 2>&1 </dev/null &
}

# The worker: the mail sender, the scheduler, the late-order watchdog and payment recovery. Its one
# port answers /healthz, /readyz and /metrics only. It starts beside the second API server, once the
# first has migrated the database.
start_worker() {
  local log="$RUN_DIR/logs/worker.log"
  start_server worker "$WORKER_PORT" "" "$log"
  record WORKER_PID "$!"
  record WORKER_PORT "$WORKER_PORT"
  record WORKER_LOG "$log"
}

# The API servers answer customers and run no background job. The first starts alone: it migrates
# and seeds the empty database; then the rest.
index=0
for port in "${API_PORTS[@]}"; do
  metrics_port="${METRICS_PORTS[$index]}"
  index=$((index + 1))
  log="$RUN_DIR/logs/api-$index.log"
  start_server web "$port" "$metrics_port" "$log"
  pid=$!
  record "API_${index}_PID" "$pid"
  record "API_${index}_PORT" "$port"
  record "API_${index}_METRICS_PORT" "$metrics_port"
  record "API_${index}_LOG" "$log"
  wait_ready "http://127.0.0.1:$port/readyz" "$pid" "$log"
  say "API server $index (pid $pid) ready on 127.0.0.1:$port, metrics on :$metrics_port"
  if [ "$index" = 1 ]; then start_worker; fi
done
pid="$(sed -n 's/^WORKER_PID=//p' "$STATE")"
wait_ready "http://127.0.0.1:$WORKER_PORT/readyz" "$pid" "$RUN_DIR/logs/worker.log"
say "worker (pid $pid) ready, health and metrics on 127.0.0.1:$WORKER_PORT"

# nginx's configuration, from the template, in the run folder.
names=""
index=0
: >"$RUN_DIR/upstream.conf"
for port in "${API_PORTS[@]}"; do
  index=$((index + 1))
  # The same lines deploy/health-check.ts writes when a server's readiness changes.
  echo "server 127.0.0.1:$port max_fails=1 fail_timeout=10s;" >>"$RUN_DIR/upstream.conf"
  names+="    ~127\\.0\\.0\\.1:$port\$ api-$index;"$'\n'
done
user_directive=""
if [ "$(id -u)" = 0 ]; then
  # As root, nginx's workers drop to nobody; they write only the temporary files, in their own folder.
  user_directive="user nobody nogroup;"
  chown -R nobody:nogroup "$NGINX_TEMP"
fi
v6_http=""
v6_https=""
if grep -qs ' lo$' /proc/net/if_inet6; then
  v6_http="    listen [::]:$HTTP_PORT;"
  v6_https="    listen [::]:$HTTPS_PORT ssl http2;"
fi
# No & magic in the replacements below (bash 5.2).
shopt -u patsub_replacement 2>/dev/null || true
conf="$(<deploy/nginx.conf.template)"
conf="${conf//@USER_DIRECTIVE@/$user_directive}"
conf="${conf//@SERVER_NAME_MAP@/${names%$'\n'}}"
conf="${conf//@LISTEN_HTTP_V6@/$v6_http}"
conf="${conf//@LISTEN_HTTPS_V6@/$v6_https}"
conf="${conf//@RUN_DIR@/$RUN_DIR}"
conf="${conf//@NGINX_TEMP@/$NGINX_TEMP}"
conf="${conf//@SERVER_NAME@/$HOST_NAME}"
conf="${conf//@HTTPS_PORT@/$HTTPS_PORT}"
conf="${conf//@HTTP_PORT@/$HTTP_PORT}"
printf '%s\n' "$conf" >"$RUN_DIR/nginx.conf"

NGINX_ARGS=(-p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" -e "$RUN_DIR/logs/error.log")
record NGINX "$NGINX ${NGINX_ARGS[*]}"
"$NGINX" -t -q "${NGINX_ARGS[@]}"
"$NGINX" "${NGINX_ARGS[@]}"
wait_ready "$PUBLIC_URL/readyz" "$(cat "$RUN_DIR/nginx.pid")" "$RUN_DIR/logs/error.log" "$RUN_DIR/tls/cert.pem"

# nginx's counters for Prometheus, read from its status socket.
/usr/bin/prometheus-nginx-exporter -nginx.scrape-uri "unix:$RUN_DIR/nginx-status.sock:/stub_status" \
  -web.listen-address "127.0.0.1:$EXPORTER_PORT" >"$RUN_DIR/logs/nginx-exporter.log" 2>&1 </dev/null &
record NGINX_EXPORTER_PID "$!"

# Prometheus: every server's metrics and nginx's, the alert rules of deploy/prometheus/alerts.yml
# (with DEPLOY_ALERT_FOR, each rule's `for:` replaced), its data in the run folder.
mkdir -p "$RUN_DIR/prometheus/data"
rules="$RUN_DIR/prometheus/alerts.yml"
if [ -n "${DEPLOY_ALERT_FOR:-}" ]; then
  sed -E "s/^( *)for: .*/\1for: $DEPLOY_ALERT_FOR/" deploy/prometheus/alerts.yml >"$rules"
else
  cp deploy/prometheus/alerts.yml "$rules"
fi
targets=""
index=0
for port in "${METRICS_PORTS[@]}"; do
  index=$((index + 1))
  targets+="      - targets: ['127.0.0.1:$port']"$'\n'"        labels: { role: web, server: api-$index }"$'\n'
done
targets+="      - targets: ['127.0.0.1:$WORKER_PORT']"$'\n'"        labels: { role: worker, server: worker }"
prometheus_conf="$(<deploy/prometheus/prometheus.yml.template)"
prometheus_conf="${prometheus_conf//@SCRAPE_INTERVAL@/$SCRAPE_INTERVAL}"
prometheus_conf="${prometheus_conf//@RULES@/$rules}"
prometheus_conf="${prometheus_conf//@BREWLINE_TARGETS@/$targets}"
prometheus_conf="${prometheus_conf//@NGINX_EXPORTER@/127.0.0.1:$EXPORTER_PORT}"
printf '%s\n' "$prometheus_conf" >"$RUN_DIR/prometheus/prometheus.yml"
# Checks the configuration and the rules it loads; a broken rule stops the start here.
/usr/bin/promtool check config "$RUN_DIR/prometheus/prometheus.yml" >/dev/null
/usr/bin/prometheus --config.file="$RUN_DIR/prometheus/prometheus.yml" \
  --storage.tsdb.path="$RUN_DIR/prometheus/data" --web.listen-address="127.0.0.1:$PROMETHEUS_PORT" \
  >"$RUN_DIR/logs/prometheus.log" 2>&1 </dev/null &
pid=$!
record PROMETHEUS_PID "$pid"
record PROMETHEUS_URL "http://127.0.0.1:$PROMETHEUS_PORT"
wait_ready "http://127.0.0.1:$PROMETHEUS_PORT/-/ready" "$pid" "$RUN_DIR/logs/prometheus.log"
say "Prometheus on http://127.0.0.1:$PROMETHEUS_PORT (every $SCRAPE_INTERVAL), alert rules from deploy/prometheus/alerts.yml"

# Active health checks on /readyz, which open-source nginx lacks.
NGINX_COMMAND="$NGINX ${NGINX_ARGS[*]}" node deploy/health-check.ts "$RUN_DIR" "${API_PORTS[@]}" \
  >"$RUN_DIR/logs/health-check.log" 2>&1 </dev/null &
record HEALTH_CHECK_PID "$!"
trap - ERR

say "nginx on https :$HTTPS_PORT (http :$HTTP_PORT redirects), logs in $RUN_DIR/logs"
stop_command="deploy/down.sh"
[ -n "${DEPLOY_STATE:-}" ] && stop_command="DEPLOY_STATE=$STATE deploy/down.sh"
say "Brewline is up at $PUBLIC_URL  (stop it with $stop_command)"

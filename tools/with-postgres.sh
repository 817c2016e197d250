#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster (Debian's postgresql package) on 127.0.0.1 and
# TEST_DATABASE_URL pointing at it; the cluster and its files are removed afterwards, whatever happens.
#   tools/with-postgres.sh npm test
# initdb refuses root, so the cluster runs as user `postgres` when we are root.
set -euo pipefail

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "[with-postgres] PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2
  exit 1
fi

run_as() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

dir=$(mktemp -d /tmp/aurelia-pg.XXXXXX)
chmod 755 "$dir"
[ "$(id -u)" = "0" ] && chown postgres:postgres "$dir"
# write, not console.log: under FORCE_COLOR (Nx sets it for its tasks) console.log colours a number.
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")

cleanup() {
  run_as "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

run_as "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
run_as "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null \
  || { cat "$dir/server.log" >&2; exit 1; }
run_as "$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres aurelia_test

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/aurelia_test"
echo "[with-postgres] PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"

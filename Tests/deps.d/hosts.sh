# Test dependencies of the curl example (Examples/curl) and the libuv adapter
# (Examples/adapters/libuv). Their HTTP tests also need python3 (for Examples/server), which the
# shared list in Tests/deps.sh already installs.
rk_missing_packages_hosts() {
    if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libcurl 2>/dev/null; then
        echo libcurl4-openssl-dev
    fi
    if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libuv 2>/dev/null; then
        echo libuv1-dev
    fi
}

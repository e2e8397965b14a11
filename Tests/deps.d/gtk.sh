# Test dependencies of the GTK example (Examples/gtk) and the GLib loop adapter
# (Examples/adapters/glib): GTK 4, libcurl and json-glib to build rk-gtk-app; Xvfb and xdotool to
# run it headless with a real pointer; a font for its text. GLib itself (libglib2.0-dev) and
# python3 (for Examples/server) are in the shared list of Tests/deps.sh.
rk_missing_packages_gtk() {
    local has_pkg_config=0
    command -v pkg-config >/dev/null 2>&1 && has_pkg_config=1
    if ((has_pkg_config == 0)) || ! pkg-config --exists 'gtk4 >= 4.6' 2>/dev/null; then
        echo libgtk-4-dev
    fi
    if ((has_pkg_config == 0)) || ! pkg-config --exists libcurl 2>/dev/null; then
        echo libcurl4-openssl-dev
    fi
    if ((has_pkg_config == 0)) || ! pkg-config --exists json-glib-1.0 2>/dev/null; then
        echo libjson-glib-dev
    fi
    command -v Xvfb >/dev/null 2>&1 || echo xvfb
    command -v xdotool >/dev/null 2>&1 || echo xdotool
    # Any scalable font will do; DejaVu is Debian's default.
    if ! command -v fc-list >/dev/null 2>&1 || [[ -z $(fc-list 2>/dev/null | head -n 1) ]]; then
        echo fonts-dejavu-core
        echo fontconfig
    fi
}

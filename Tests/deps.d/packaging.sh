# Test dependencies of the packages (issue 13): python_wheel / python_venv_install make virtual
# environments (Debian's python3 needs python3-venv for that; auditwheel and scikit-build-core then
# come from PyPI into them), and the install test checks the rockspec with luarocks.
rk_missing_packages_packaging() {
    if command -v python3 >/dev/null 2>&1 && ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
        echo python3-venv
    fi
    command -v luarocks >/dev/null 2>&1 || echo luarocks
}

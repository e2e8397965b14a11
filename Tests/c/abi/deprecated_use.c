/*
 * deprecated_use.c: a host that still calls a per-kind function deprecated in 1.4. Compiled only
 * (check_deprecation.sh): quiet by default, an error under RK_WARN_DEPRECATED with
 * -Werror=deprecated-declarations, naming the replacement.
 */
#include <refreshkit.h>

int main(void) {
    return rk_footer_set_title(NULL, RK_FOOTER_IDLE, NULL) == RK_ERR_INVALID_HANDLE ? 0 : 1;
}

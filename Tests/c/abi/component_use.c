/*
 * component_use.c: the same host moved to the 1.4 functions for any kind. Compiled only
 * (check_deprecation.sh): quiet even under RK_WARN_DEPRECATED with -Werror=deprecated-declarations.
 */
#include <refreshkit.h>

int main(void) {
    rk_refresh_state state = RK_FOOTER_IDLE;
    rk_footer_state old_name = state; /* the 1.0 name is the same type */
    return rk_component_set_title(NULL, old_name, NULL) == RK_ERR_INVALID_HANDLE ? 0 : 1;
}

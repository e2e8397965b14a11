/*
 * Compiled (not run) by Tests/signals/compile_check.sh, as C and as C++: with no RK_WRONG_* defined
 * every handler has its signal's exact type and the file must compile clean; each RK_WRONG_* adds
 * one connect whose handler has the wrong type, which must be a compile error.
 */
#include "refreshkit.h"

#ifdef __cplusplus
#define NONE nullptr
#else
#define NONE NULL
#endif

static void on_frame(rk_footer *footer, uint64_t image_id, int32_t index, void *user_data) {
    (void)footer, (void)image_id, (void)index, (void)user_data;
}
static void on_any_alpha(void *component, double alpha, double duration, void *user_data) {
    (void)component, (void)alpha, (void)duration, (void)user_data;
}
static double on_measure(rk_header *header, const char *text, void *user_data) {
    (void)header, (void)text, (void)user_data;
    return 0;
}
#if defined(RK_WRONG_NO_PARAMETERS)
/* The example: a void (*)(void) handler for "frame-changed". */
static void wrong(void) {}
#define WRONG_CONNECT rk_footer_connect_frame_changed(footer, wrong, NONE, NONE, NONE)
#elif defined(RK_WRONG_PARAMETER_TYPES)
static void wrong(rk_footer *footer, int32_t index, uint64_t image_id, void *user_data) {
    (void)footer, (void)index, (void)image_id, (void)user_data;
}
#define WRONG_CONNECT rk_footer_connect_frame_changed(footer, wrong, NONE, NONE, NONE)
#elif defined(RK_WRONG_OBJECT_TYPE)
/* A header's handler connected to a footer. */
static void wrong(rk_header *header, uint64_t image_id, int32_t index, void *user_data) {
    (void)header, (void)image_id, (void)index, (void)user_data;
}
#define WRONG_CONNECT rk_footer_connect_frame_changed(footer, wrong, NONE, NONE, NONE)
#elif defined(RK_WRONG_RETURN_TYPE)
/* "measure-text" returns a double. */
static void wrong(rk_header *header, const char *text, void *user_data) {
    (void)header, (void)text, (void)user_data;
}
#define WRONG_CONNECT rk_header_connect_measure_text(header, wrong, NONE, NONE, NONE)
#elif defined(RK_WRONG_COMPONENT_HANDLER)
/* A component connect takes a handler whose object is void *. */
static void wrong(rk_footer *footer, double alpha, double duration, void *user_data) {
    (void)footer, (void)alpha, (void)duration, (void)user_data;
}
#define WRONG_CONNECT rk_component_connect_alpha_changed(footer, wrong, NONE, NONE, NONE)
#else
#define WRONG_CONNECT RK_OK
#endif

rk_status connect_all(rk_footer *footer, rk_header *header);
rk_status connect_all(rk_footer *footer, rk_header *header) {
    rk_status status = rk_footer_connect_frame_changed(footer, on_frame, NONE, NONE, NONE);
    if (status == RK_OK) status = rk_component_connect_alpha_changed(footer, on_any_alpha, NONE, NONE, NONE);
    if (status == RK_OK) status = rk_header_connect_measure_text(header, on_measure, NONE, NONE, NONE);
    if (status == RK_OK) status = WRONG_CONNECT;
    return status;
}

/*
 * gif_frames.c — a GIF file's frames and per-frame delays, decoded with GdkPixbufAnimation.
 *
 * GdkPixbuf has no "frame N" call: an iterator shows the frame for a given time. Starting at time 0
 * and moving the clock on by each frame's own delay visits every frame once (composited, as the
 * file's disposal rules say); the iterator marks the last one.
 */
#include "rk_gtk.h"

gboolean rk_gtk_gif_load(const char *path, RkGtkGif *out, GError **error) {
    GdkPixbufAnimation *animation = gdk_pixbuf_animation_new_from_file(path, error);
    if (animation == NULL) return FALSE;
    GPtrArray *textures = g_ptr_array_new();
    GArray *durations = g_array_new(FALSE, FALSE, sizeof(double));

    /* GdkPixbuf's iterator API still takes GTimeVal, deprecated in GLib. */
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GTimeVal time = {0, 0};
    GdkPixbufAnimationIter *iter = gdk_pixbuf_animation_get_iter(animation, &time);
    for (guint i = 0; i < RK_FOOTER_MAX_FRAMES; i++) {
        /* The iterator's pixbuf is reused for the next frame: keep a copy. */
        GdkPixbuf *frame = gdk_pixbuf_copy(gdk_pixbuf_animation_iter_get_pixbuf(iter));
        g_ptr_array_add(textures, gdk_texture_new_for_pixbuf(frame));
        g_object_unref(frame);
        int delay_ms = gdk_pixbuf_animation_iter_get_delay_time(iter);
        /* -1: a still image, shown forever; RefreshKit still wants a duration for it. */
        double seconds = delay_ms < 0 ? 0.1 : delay_ms / 1000.0;
        g_array_append_val(durations, seconds);
        if (delay_ms < 0 || gdk_pixbuf_animation_iter_on_currently_loading_frame(iter)) break;
        g_time_val_add(&time, (glong)delay_ms * 1000);
        gdk_pixbuf_animation_iter_advance(iter, &time);
    }
    G_GNUC_END_IGNORE_DEPRECATIONS

    out->count = textures->len;
    out->width = gdk_pixbuf_animation_get_width(animation);
    out->height = gdk_pixbuf_animation_get_height(animation);
    out->textures = (GdkTexture **)g_ptr_array_free(textures, FALSE);
    out->durations = (double *)(void *)g_array_free(durations, FALSE);
    g_object_unref(iter);
    g_object_unref(animation);
    return TRUE;
}

void rk_gtk_gif_clear(RkGtkGif *gif) {
    for (guint i = 0; i < gif->count; i++) g_object_unref(gif->textures[i]);
    g_free(gif->textures);
    g_free(gif->durations);
    *gif = (RkGtkGif){0};
}

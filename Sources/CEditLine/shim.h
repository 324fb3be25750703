// Non-variadic wrappers around libedit's native API: Swift cannot call C variadic functions
// (el_set, el_get, history), and Swift 6 rejects the C globals stdin/stdout/stderr.
#ifndef GRIDTRAINER_CEDITLINE_SHIM_H
#define GRIDTRAINER_CEDITLINE_SHIM_H

#include <histedit.h>
#include <stdio.h>

typedef char *(*gt_prompt_fn)(EditLine *);
typedef unsigned char (*gt_command_fn)(EditLine *, int);

static inline EditLine *gt_el_init(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}
static inline int gt_el_set_prompt(EditLine *el, gt_prompt_fn fn) { return el_set(el, EL_PROMPT, fn); }
static inline int gt_el_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
static inline int gt_el_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
static inline int gt_el_set_history(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }
static inline int gt_el_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }
static inline void *gt_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}
static inline int gt_el_addfn(EditLine *el, const char *name, const char *help, gt_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int gt_el_bind(EditLine *el, const char *key, const char *name) {
    return el_set(el, EL_BIND, key, name, NULL);
}

/* The character reader fills a wide character, so it is installed with the wide API: on the
   older libedit that macOS ships, el_set(EL_GETCFN) marks the reader as narrow and would take
   one byte of what it returns; el_wset takes a wchar_t reader on every libedit version. */
typedef int (*gt_getc_fn)(EditLine *, wchar_t *);
static inline int gt_el_set_getcfn(EditLine *el, gt_getc_fn fn) {
    return el_wset(el, EL_GETCFN, fn);
}

static inline History *gt_history_init(void) { return history_init(); }
static inline int gt_history_setsize(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}
static inline int gt_history_setunique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}
static inline int gt_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}
static inline int gt_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}
static inline int gt_history_save(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_SAVE, path);
}

#endif

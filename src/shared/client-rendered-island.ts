/**
 * Marks an island its page's build did not render (a route the config's `ssg` keeps out of prerendering): the
 * browser renders it afresh rather than hydrating HTML that is not there. A module of its own: the islands'
 * chunk reads it, and a name the shell's shared modules export to that chunk weighs on every page's script.
 */
export const CLIENT_RENDERED_ATTRIBUTE = 'data-client-rendered';

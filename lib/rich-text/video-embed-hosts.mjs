/**
 * The hosts a rich-text video may be embedded from: the sanitiser keeps iframes from these and no
 * others (lib/rich-text), and the Content-Security-Policy lets the browser frame exactly these
 * (security-headers.mjs). Plain JavaScript, so next.config.mjs and server.mjs can read it too.
 */
export const VIDEO_EMBED_HOSTS = ['www.youtube-nocookie.com', 'youtube-nocookie.com', 'www.youtube.com', 'youtube.com'];

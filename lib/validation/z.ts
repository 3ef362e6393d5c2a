import { z } from 'zod';

/**
 * The one import of zod. Without `jitless`, zod probes whether it may compile validators with
 * `new Function("")`; the site's Content-Security-Policy forbids eval, so every page that parses a
 * form would report a policy violation for a probe whose failure zod then swallows.
 */
z.config({ jitless: true });

export { z };

// Next inlines this flag from next.config.mjs (experimental.authInterrupts) at build time; Jest
// runs the code unbuilt, so it sets the same flag for unauthorized() to behave as in the app.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

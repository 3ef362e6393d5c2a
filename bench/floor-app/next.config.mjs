// Next's defaults, but for two things. scripts/bench/floor.mjs builds a copy of this folder outside
// the repository (inside it, Turbopack takes in the site's instrumentation hook from the folder it
// sees as the root), with node_modules a link to the repository's. Turbopack follows that link
// only within its root, hence the widest root.
// And /with-coop is the floor's page answered with the site's Cross-Origin-Opener-Policy, which
// puts it in a new browsing context group: Lighthouse's navigation from about:blank then starts a
// new renderer process (docs/benchmarks.md, "The site's COOP header"). A reference only: the page
// at / stays bare, and the budgets are read beside it.
/** @type {import('next').NextConfig} */
const floorConfig = {
  turbopack: { root: '/' },
  async headers() {
    return [{ source: '/with-coop', headers: [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }] }];
  },
};

export default floorConfig;

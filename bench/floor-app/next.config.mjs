// Next's defaults, but for one thing: scripts/bench/floor.mjs builds a copy of this folder outside
// the repository (inside it, Turbopack takes in the site's instrumentation hook from the folder it
// sees as the root), with node_modules a link to the repository's. Turbopack follows that link
// only within its root, hence the widest root.
/** @type {import('next').NextConfig} */
const floorConfig = { turbopack: { root: '/' } };

export default floorConfig;

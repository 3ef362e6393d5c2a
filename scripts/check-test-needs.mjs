#!/usr/bin/env node
// `npm test` runs this first: what the suite needs from the system, found in milliseconds, so a
// machine without it hears so in one line instead of after the build and Jest have run. It looks
// where the suite looks: Chromium at CHROMIUM_PATH or /usr/bin/chromium (e2e/support/browser.ts),
// nginx at NGINX_PATH or /usr/sbin/nginx (scripts/cluster/nginx.mjs), and a `java` on PATH with
// Debian's netty and slf4j (test/mongo-wire-server/start, the MongoDB wire server).
//
//   node scripts/check-test-needs.mjs              exit 1 with one line naming what to install
//   node scripts/check-test-needs.mjs --packages   prints the Debian packages to install, if any (.ci/run)
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

const JAVA_LIBRARIES = '/usr/share/java';

const env = process.env;
const missing = []; // what is missing, where it was looked for, and the Debian packages that provide it
const chromium = env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) missing.push({ what: `Chromium (none at ${chromium}${env.CHROMIUM_PATH ? ', from CHROMIUM_PATH' : ''})`, packages: ['chromium'] });
const nginx = env.NGINX_PATH || '/usr/sbin/nginx';
if (!existsSync(nginx)) missing.push({ what: `nginx (none at ${nginx}${env.NGINX_PATH ? ', from NGINX_PATH' : ''})`, packages: ['nginx'] });
if (!onPath('java', env.PATH)) missing.push({ what: 'a Java runtime (no java on PATH)', packages: ['default-jre-headless'] });
const libraries = [
  ['netty-transport.jar', 'libnetty-java'],
  ['slf4j-api.jar', 'libslf4j-java'],
].filter(([jar]) => !existsSync(path.join(JAVA_LIBRARIES, jar)));
if (libraries.length) missing.push({ what: `${libraries.map(([jar]) => jar).join(' and ')} in ${JAVA_LIBRARIES}`, packages: libraries.map(([, name]) => name) });

const packages = missing.flatMap((need) => need.packages);
if (process.argv.includes('--packages')) {
  console.log(packages.join(' '));
} else if (missing.length) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.error(
    `npm test needs Debian's chromium, nginx and a Java runtime (for the MongoDB wire server); missing: ${missing.map((need) => need.what).join(', ')}. ` +
      `Install: ${sudo}apt-get install -y ${packages.join(' ')}`,
  );
  process.exit(1);
}

function onPath(command, searchPath = '') {
  return searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        accessSync(path.join(dir, command), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

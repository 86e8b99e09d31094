// A minimal import resolver for eslint-plugin-boundaries: resolves the web app's `@/` alias and
// relative imports to files, so the one-way import rules can classify both. (The usual TypeScript
// resolver drags in platform binaries that npm 11 leaves out of the lock file, breaking `npm ci`.)
const { existsSync, statSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');

const webSrc = resolve(__dirname, '../apps/web/src');
const extensions = ['.ts', '.tsx', '.js', '.mjs'];

function asFile(base) {
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of extensions) if (existsSync(base + ext)) return base + ext;
  for (const ext of extensions) if (existsSync(join(base, `index${ext}`))) return join(base, `index${ext}`);
  return null;
}

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    let base = null;
    if (source.startsWith('@/')) base = join(webSrc, source.slice(2));
    else if (source.startsWith('.')) base = resolve(dirname(file), source);
    if (base === null) return { found: false };
    const path = asFile(base);
    return path ? { found: true, path } : { found: false };
  },
};

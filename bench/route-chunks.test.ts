import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModules } from './route-chunks';

const webSrc = join(import.meta.dirname, '../apps/web/src');

/** The modules a source file loads with `import('…')`, as Vite manifest keys (`src/…/X.tsx`). */
function lazyImports(relativePath: string): string[] {
  const source = readFileSync(join(webSrc, relativePath), 'utf8');
  const dir = relativePath.split('/').slice(0, -1).join('/');
  return [...source.matchAll(/import\('([^']+)'\)/g)].map(([, specifier = '']) =>
    specifier.startsWith('@/') ? `src/${specifier.slice(2)}.tsx` : `src/${join(dir, specifier)}.tsx`,
  );
}

describe('routeModules', () => {
  const listed = new Set(Object.values(routeModules).flat());

  it("lists every page the router loads lazily and every game's screen", () => {
    const routed = [...lazyImports('app/routes.tsx'), ...lazyImports('features/games/GamePage.tsx')];
    expect(routed.length).toBeGreaterThan(20);
    expect(routed.filter((key) => !listed.has(key))).toEqual([]);
  });

  it('names only modules that exist', () => {
    const missing = [...listed].filter((key) => {
      try {
        readFileSync(join(webSrc, '..', key));
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});

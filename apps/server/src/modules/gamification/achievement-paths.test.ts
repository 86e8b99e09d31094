import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { achievementPaths } from './achievement-paths';
import { achievementRules } from './rules';

// gamification.test.ts checks that the seeded catalogue has exactly one achievement per rule, so
// matching the rules here matches the catalogue the screens list.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

describe('achievement paths through the UI', () => {
  it('names a path for every achievement and for no other', () => {
    expect(Object.keys(achievementPaths).sort()).toEqual(Object.keys(achievementRules).sort());
  });

  it.each(Object.entries(achievementPaths))('%s: the web app really sends its trigger', (_id, path) => {
    expect(path.screen.trim()).not.toBe('');
    expect(path.action.trim()).not.toBe('');
    const code = readFileSync(resolve(repoRoot, path.source), 'utf8');
    expect(code).toContain(path.sends);
  });
});

import { describe, expect, it } from 'vitest';
import { initialChunks } from './initial-chunks';

describe('initialChunks', () => {
  it("follows static imports once, the entry's dynamic imports, and skips non-JS files", () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        imports: ['_react.js'],
        dynamicImports: ['_shared.js'],
        isEntry: true,
      },
      '_react.js': { file: 'assets/react.js' },
      '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
      'src/home.tsx': {
        file: 'assets/home.js',
        imports: ['_shared.js', '_style.css'],
        dynamicImports: ['src/map.tsx'],
      },
      '_style.css': { file: 'assets/style.css' },
      'src/map.tsx': { file: 'assets/map.js' },
    };
    expect(initialChunks(manifest, ['index.html', 'src/home.tsx'])).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/home.js',
    ]);
  });

  it('says which chunk is missing', () => {
    expect(() => initialChunks({}, ['index.html'])).toThrow(/index.html/);
  });
});

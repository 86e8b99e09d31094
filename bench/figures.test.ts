import { describe, expect, it } from 'vitest';
import { compare, type Figures } from './figures';

describe('compare', () => {
  const baseline: Figures = {
    'feed ratio': { value: 0.1, unit: 'x', better: 'higher' },
    'home JS': { value: 160, unit: 'KB', better: 'lower' },
    gone: { value: 1, unit: 'x', better: 'higher' },
  };

  it('gives each figure a ratio above 1 when it improved, whichever way is better', () => {
    const current: Figures = {
      'feed ratio': { value: 0.2, unit: 'x', better: 'higher' },
      'home JS': { value: 200, unit: 'KB', better: 'lower' },
      new: { value: 3, unit: 'x', better: 'higher' },
    };
    const rows = Object.fromEntries(compare(current, baseline).map((row) => [row.name, row.ratio]));
    expect(rows['feed ratio']).toBeCloseTo(2);
    expect(rows['home JS']).toBeCloseTo(0.8);
    expect(rows.new).toBeUndefined();
    expect(rows.gone).toBeUndefined();
  });
});

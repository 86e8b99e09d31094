import { describe, expect, it } from 'vitest';
import { projectX, projectY } from '@/shared/map/basemap-tiles';
import { boxesOverlap, labelBox, placeLabels, type Box, type LabelRequest } from './label-layout';

function label(key: string, x: number, y: number, overrides: Partial<LabelRequest> = {}): LabelRequest {
  return { key, priority: 0, x, y, width: 60, height: 16, gap: 10, ...overrides };
}

function expectNoOverlap(boxes: readonly Box[]) {
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      expect(boxesOverlap(a, b), `${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(false);
    }
  }
}

/** A city's point in map pixels at a zoom, as Leaflet's Web Mercator places it. */
function pixel(lat: number, lng: number, zoom: number) {
  const size = 256 * 2 ** zoom;
  return { x: projectX(lng) * size, y: projectY(lat) * size };
}

describe('boxesOverlap', () => {
  it('tells overlapping boxes from touching and distant ones', () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(boxesOverlap(a, { x: 5, y: 5, width: 10, height: 10 })).toBe(true);
    expect(boxesOverlap(a, { x: 10, y: 0, width: 10, height: 10 })).toBe(false);
    expect(boxesOverlap(a, { x: 0, y: 11, width: 10, height: 10 })).toBe(false);
    // A margin keeps boxes that merely touch apart.
    expect(boxesOverlap(a, { x: 10, y: 0, width: 10, height: 10 }, 2)).toBe(true);
  });
});

describe('labelBox', () => {
  it('puts the label beside, above or below its point, `gap` away', () => {
    const request = label('a', 100, 100);
    expect(labelBox(request, 'right')).toEqual({ x: 110, y: 92, width: 60, height: 16 });
    expect(labelBox(request, 'left')).toEqual({ x: 30, y: 92, width: 60, height: 16 });
    expect(labelBox(request, 'above')).toEqual({ x: 70, y: 74, width: 60, height: 16 });
    expect(labelBox(request, 'below')).toEqual({ x: 70, y: 110, width: 60, height: 16 });
  });
});

describe('placeLabels', () => {
  it('places a lone label on the right', () => {
    const { placed, hidden } = placeLabels([label('a', 100, 100)]);
    expect(placed).toEqual([{ key: 'a', side: 'right', box: { x: 110, y: 92, width: 60, height: 16 } }]);
    expect(hidden).toEqual([]);
  });

  it('moves the lower-priority of two labels at one point to another side', () => {
    const { placed } = placeLabels([
      label('low', 100, 100, { priority: 1 }),
      label('high', 100, 100, { priority: 2 }),
    ]);
    expect(placed.map(({ key, side }) => [key, side])).toEqual([
      ['high', 'right'],
      ['low', 'left'],
    ]);
  });

  it('hides the lowest-priority labels when every side of their point is taken', () => {
    const crowd = [1, 2, 3, 4, 5, 6].map((priority) =>
      label(`p${priority}`, 100, 100, { priority, width: 40 }),
    );
    const { placed, hidden } = placeLabels(crowd);
    expect(placed.map((entry) => entry.key)).toEqual(['p6', 'p5', 'p4', 'p3']);
    expect(placed.map((entry) => entry.side)).toEqual(['right', 'left', 'above', 'below']);
    expect(hidden).toEqual(['p2', 'p1']);
    expectNoOverlap(placed.map((entry) => entry.box));
  });

  it('does not depend on the order of the input', () => {
    const labels = [label('b', 100, 100), label('a', 100, 100), label('c', 130, 104)];
    const forward = placeLabels(labels);
    const backward = placeLabels([...labels].reverse());
    expect(backward).toEqual(forward);
    // Equal priorities go by key: "a" takes the right of the shared point, "b" the left.
    expect(forward.placed.slice(0, 2).map(({ key, side }) => [key, side])).toEqual([
      ['a', 'right'],
      ['b', 'left'],
    ]);
    expectNoOverlap(forward.placed.map((entry) => entry.box));
  });

  it('keeps labels off markers and clusters, but not off their own marker', () => {
    const cluster = { x: 115, y: 85, width: 40, height: 40 };
    const own = { key: 'a', x: 89, y: 89, width: 22, height: 22 };
    const { placed } = placeLabels([label('a', 100, 100)], { obstacles: [cluster, own] });
    expect(placed[0]?.side).toBe('left');
    expect(boxesOverlap(placed[0]?.box ?? cluster, cluster, 2)).toBe(false);
  });

  it('keeps labels inside the map, on the side that fits', () => {
    const bounds = { x: 0, y: 0, width: 150, height: 300 };
    const { placed } = placeLabels([label('edge', 120, 100)], { bounds });
    expect(placed[0]?.side).toBe('left');
    // In a corner too narrow for it on any side, the label is left out rather than cut.
    const { placed: cut, hidden } = placeLabels([label('corner', 148, 2, { width: 140 })], { bounds });
    expect(cut).toEqual([]);
    expect(hidden).toEqual(['corner']);
    // A place just out of sight is not named, even where its name would fit in the map.
    expect(placeLabels([label('beyond', 60, -3)], { bounds }).hidden).toEqual(['beyond']);
  });

  it('drops a city whose dot would sit under a label placed before it, and keeps others off its dot', () => {
    const dot = { width: 8, height: 8 };
    const { placed, hidden } = placeLabels([
      label('big', 100, 100, { priority: 2, symbol: dot }),
      // Its dot falls inside the big city's label.
      label('under', 130, 100, { priority: 1, symbol: dot }),
      // Its label on the right would cover the big city's dot: it goes elsewhere.
      label('beside', 40, 100, { priority: 0, width: 50, symbol: dot }),
    ]);
    expect(hidden).toEqual(['under']);
    const beside = placed.find((entry) => entry.key === 'beside');
    expect(beside?.side).toBe('left');
    expect(boxesOverlap(beside?.box ?? { x: 0, y: 0, width: 0, height: 0 }, { x: 96, y: 96, ...dot })).toBe(
      false,
    );
  });

  it('drops a city whose dot lies under a marker', () => {
    const marker = { key: 'essen-marker', x: 89, y: 89, width: 22, height: 22 };
    const { hidden } = placeLabels([label('Essen', 104, 100, { symbol: { width: 8, height: 8 } })], {
      obstacles: [marker],
    });
    expect(hidden).toEqual(['Essen']);
  });

  it('never lets two of many crowded labels overlap', () => {
    // A deterministic scatter of 300 labels over a small map.
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const labels = Array.from({ length: 300 }, (_, index) =>
      label(`l${index}`, random() * 800, random() * 600, {
        priority: Math.floor(random() * 5),
        width: 30 + random() * 90,
        symbol: { width: 6, height: 6 },
      }),
    );
    const { placed, hidden } = placeLabels(labels);
    expect(placed.length + hidden.length).toBe(300);
    expect(placed.length).toBeGreaterThan(50);
    expectNoOverlap(placed.map((entry) => entry.box));
  });

  it('separates Essen and Dortmund, whose labels overlapped at zoom 6', () => {
    const zoom = 6;
    const essen = pixel(51.4566, 7.0123, zoom);
    const dortmund = pixel(51.5149, 7.466, zoom);
    // As the map measures them: 11 px type, a 6 px dot and 9 px from the point to the text.
    const city = (key: string, at: { x: number; y: number }, width: number, priority: number) =>
      label(key, at.x, at.y, { width, height: 15, gap: 9, priority, symbol: { width: 8, height: 8 } });
    const requests = [city('Dortmund', dortmund, 50, 2), city('Essen', essen, 32, 1)];
    // Both on the right, as the labels used to be drawn, they overlap.
    const [first, second] = requests;
    if (!first || !second) throw new Error('two cities');
    expect(boxesOverlap(labelBox(first, 'right'), labelBox(second, 'right'))).toBe(true);

    const { placed } = placeLabels(requests);
    expect(placed.map((entry) => entry.key)).toEqual(['Dortmund', 'Essen']);
    expect(placed.map((entry) => entry.side)).toEqual(['right', 'left']);
    expectNoOverlap([
      ...placed.map((entry) => entry.box),
      ...requests.map((request) => ({ x: request.x - 4, y: request.y - 4, width: 8, height: 8 })),
    ]);
  });
});

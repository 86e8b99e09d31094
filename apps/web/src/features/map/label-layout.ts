/**
 * Where the map's name labels go so that none covers another: a greedy placement by priority. Each
 * label tries the sides of its point in turn (right, left, above, below) and takes the first whose box
 * is clear of the markers and of every label placed before it; a label with no clear side is hidden.
 * Pure geometry in map pixels, so it is tested without a browser.
 */

/** A rectangle in map pixels: its top-left corner and its size. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type LabelSide = 'right' | 'left' | 'above' | 'below';

/** The order in which the sides are tried: beside the point reads best, above and below come last. */
export const labelSides: readonly LabelSide[] = ['right', 'left', 'above', 'below'];

export interface LabelRequest {
  key: string;
  /** Higher is placed first, so it wins a contested spot. */
  priority: number;
  /** The labelled point (a marker's centre), in map pixels. */
  x: number;
  y: number;
  /** The label's own size, text and halo included. */
  width: number;
  height: number;
  /** From the point to the label's near edge: the symbol's half size and a gap. */
  gap: number;
  /**
   * The symbol drawn at the point when the label shows (a city's dot), if it is not already an
   * obstacle: it must lie clear of the obstacles and of labels placed before, and labels placed after
   * keep clear of it.
   */
  symbol?: { width: number; height: number };
}

/** Something labels must not cover (a marker or a cluster); `key` names the label it belongs to. */
export interface Obstacle extends Box {
  key?: string;
}

export interface PlacedLabel {
  key: string;
  side: LabelSide;
  box: Box;
}

export interface LabelLayout {
  placed: PlacedLabel[];
  /** Keys of the labels left out, highest priority first. */
  hidden: string[];
}

export interface LayoutOptions {
  obstacles?: readonly Obstacle[];
  /**
   * The visible map: a label must lie inside it, on whichever side fits (a name cut off reads badly),
   * and so must its point (a name whose place is out of sight says nothing).
   */
  bounds?: Box;
  /** Empty room kept between two boxes, in pixels. */
  margin?: number;
}

/** Whether two boxes overlap once each is grown by `margin` / 2 on every side (touching is not overlap). */
export function boxesOverlap(a: Box, b: Box, margin = 0): boolean {
  return (
    a.x < b.x + b.width + margin &&
    b.x < a.x + a.width + margin &&
    a.y < b.y + b.height + margin &&
    b.y < a.y + a.height + margin
  );
}

function inside(box: Box, bounds: Box): boolean {
  return (
    box.x >= bounds.x &&
    box.y >= bounds.y &&
    box.x + box.width <= bounds.x + bounds.width &&
    box.y + box.height <= bounds.y + bounds.height
  );
}

/** The box a label takes on one side of its point: centred across, `gap` away along. */
export function labelBox(request: LabelRequest, side: LabelSide): Box {
  const { x, y, width, height, gap } = request;
  switch (side) {
    case 'right':
      return { x: x + gap, y: y - height / 2, width, height };
    case 'left':
      return { x: x - gap - width, y: y - height / 2, width, height };
    case 'above':
      return { x: x - width / 2, y: y - gap - height, width, height };
    case 'below':
      return { x: x - width / 2, y: y + gap, width, height };
  }
}

function symbolBox(request: LabelRequest): Box | undefined {
  if (!request.symbol) return undefined;
  const { width, height } = request.symbol;
  return { x: request.x - width / 2, y: request.y - height / 2, width, height };
}

/**
 * Places the labels: highest priority first (ties by key, so the result does not depend on the input
 * order), each on the first clear side that lies inside `bounds`; points out of `bounds` get none.
 */
export function placeLabels(requests: readonly LabelRequest[], options: LayoutOptions = {}): LabelLayout {
  const { obstacles = [], bounds, margin = 2 } = options;
  const ordered = [...requests].sort(
    (a, b) => b.priority - a.priority || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const taken: Box[] = [];
  const placed: PlacedLabel[] = [];
  const hidden: string[] = [];
  for (const request of ordered) {
    const symbol = symbolBox(request);
    const blocked = (box: Box) =>
      taken.some((other) => boxesOverlap(box, other, margin)) ||
      obstacles.some((obstacle) => obstacle.key !== request.key && boxesOverlap(box, obstacle, margin));
    const outOfSight =
      bounds !== undefined &&
      (request.x < bounds.x ||
        request.y < bounds.y ||
        request.x > bounds.x + bounds.width ||
        request.y > bounds.y + bounds.height);
    const symbolCovered =
      symbol !== undefined &&
      (taken.some((other) => boxesOverlap(symbol, other, margin)) ||
        obstacles.some((obstacle) => obstacle.key !== request.key && boxesOverlap(symbol, obstacle)));
    if (outOfSight || symbolCovered) {
      hidden.push(request.key);
      continue;
    }
    const sides = bounds ? labelSides.filter((side) => inside(labelBox(request, side), bounds)) : labelSides;
    const side = sides.find((candidate) => !blocked(labelBox(request, candidate)));
    if (side === undefined) {
      hidden.push(request.key);
      continue;
    }
    const box = labelBox(request, side);
    taken.push(box);
    if (symbol) taken.push(symbol);
    placed.push({ key: request.key, side, box });
  }
  return { placed, hidden };
}

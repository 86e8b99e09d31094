// Lighthouse 13's trace engine calls iterator helpers (`map.values().flatMap(...)`, `.reduce`, `.find`,
// `.toArray`), which V8 has from Node 22. On Node 20 three insights (duplicated JavaScript, legacy
// JavaScript, third parties) then fail with "... is not a function". This adds the helpers, per the
// TC39 proposal, to the shared prototype of built-in iterators when they are missing; nothing else
// changes and nothing happens on Node 22+.
type Step = (value: unknown, index: number) => unknown;

const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object;

function* mapped(source: Iterator<unknown>, fn: Step) {
  let index = 0;
  for (let step = source.next(); !step.done; step = source.next()) yield fn(step.value, index++);
}
function* filtered(source: Iterator<unknown>, fn: Step) {
  let index = 0;
  for (let step = source.next(); !step.done; step = source.next())
    if (fn(step.value, index++)) yield step.value;
}
function* flattened(source: Iterator<unknown>, fn: Step) {
  let index = 0;
  for (let step = source.next(); !step.done; step = source.next()) {
    yield* fn(step.value, index++) as Iterable<unknown>;
  }
}
function* taken(source: Iterator<unknown>, limit: number) {
  let left = limit;
  if (left <= 0) return;
  for (let step = source.next(); !step.done; step = source.next()) {
    yield step.value;
    if (--left <= 0) return;
  }
}
function* dropped(source: Iterator<unknown>, count: number) {
  let step = source.next();
  for (let left = count; left > 0 && !step.done; left--) step = source.next();
  for (; !step.done; step = source.next()) yield step.value;
}

const helpers: Record<string, (this: Iterator<unknown>, ...args: never[]) => unknown> = {
  map(fn: Step) {
    return mapped(this, fn);
  },
  filter(fn: Step) {
    return filtered(this, fn);
  },
  flatMap(fn: Step) {
    return flattened(this, fn);
  },
  take(limit: number) {
    return taken(this, limit);
  },
  drop(count: number) {
    return dropped(this, count);
  },
  toArray() {
    const values: unknown[] = [];
    for (let step = this.next(); !step.done; step = this.next()) values.push(step.value);
    return values;
  },
  forEach(fn: Step) {
    let index = 0;
    for (let step = this.next(); !step.done; step = this.next()) fn(step.value, index++);
  },
  some(fn: Step) {
    let index = 0;
    for (let step = this.next(); !step.done; step = this.next()) if (fn(step.value, index++)) return true;
    return false;
  },
  every(fn: Step) {
    let index = 0;
    for (let step = this.next(); !step.done; step = this.next()) if (!fn(step.value, index++)) return false;
    return true;
  },
  find(fn: Step) {
    let index = 0;
    for (let step = this.next(); !step.done; step = this.next())
      if (fn(step.value, index++)) return step.value;
    return undefined;
  },
  reduce(...args: [(sum: unknown, value: unknown, index: number) => unknown, unknown?]) {
    const [fn] = args;
    let index = 0;
    let step = this.next();
    let sum: unknown;
    if (args.length > 1) sum = args[1];
    else if (step.done) throw new TypeError('Reduce of empty iterator with no initial value');
    else [sum, step, index] = [step.value, this.next(), 1];
    for (; !step.done; step = this.next()) sum = fn(sum, step.value, index++);
    return sum;
  },
};

for (const [name, fn] of Object.entries(helpers)) {
  if (!(name in iteratorPrototype)) {
    Object.defineProperty(iteratorPrototype, name, { value: fn, writable: true, configurable: true });
  }
}

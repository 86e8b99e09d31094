// `tsx bench/route-chunks-check.ts <web dist>`: prints every route's JS and exits 1 when one is over
// its budget. The browser tests' pretest runs it on the fresh build.
import { resolve } from 'node:path';
import { finishRun } from './figures';
import { overBudget, printRouteSizes, routeSizes } from './route-chunks';

const sizes = routeSizes(resolve(process.argv[2] ?? 'apps/web/dist'));
printRouteSizes(sizes);
finishRun(import.meta.url);
const over = sizes.filter(overBudget);
if (over.length > 0) {
  console.error(`JS budget exceeded: ${over.map((size) => size.route).join(', ')}`);
  process.exit(1);
}

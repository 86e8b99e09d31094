// Starts global-worker.ts from the TypeScript sources (tsx dev server, vitest): worker threads do not
// inherit tsx's loader on Node 20, so register it here first. The esbuild bundle does not use this
// file; it starts dist/recognition-global-worker.js instead (see build.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./global-worker.ts');

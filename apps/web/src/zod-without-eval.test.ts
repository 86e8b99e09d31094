import { describe, expect, it, vi } from 'vitest';

describe('zod-without-eval', () => {
  it('keeps zod, loaded after it, from probing eval (which a strict CSP reports)', async () => {
    // A fresh zod, as the browser loads it after main.tsx has run this module.
    vi.resetModules();
    await import('./zod-without-eval');
    const { z } = await import('zod');
    const { util } = await import('zod/v4/core');
    expect(z.config().jitless).toBe(true);
    // In Node `new Function` works: false here means zod did not try it.
    expect(util.allowsEval.value).toBe(false);
    // Parsing still works, without the compiled fast path.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
    expect(() => z.object({ a: z.number() }).parse({ a: '1' })).toThrow();
  });
});

import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is jitless once the app has set it, so it never probes `new Function` under the CSP', async () => {
    await import('./zod-jitless');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    const original = globalThis.Function;
    let constructed = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        constructed += 1;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        constructed += 1;
        return Reflect.apply(target, self, args);
      },
    });
    try {
      const schema = z.object({ account: z.string(), password: z.string().min(8) });
      expect(schema.parse({ account: 'a@b.c', password: '12345678' })).toEqual({
        account: 'a@b.c',
        password: '12345678',
      });
      expect(schema.safeParse({ account: 1 }).success).toBe(false);
    } finally {
      globalThis.Function = original;
    }
    expect(constructed).toBe(0);
  });
});

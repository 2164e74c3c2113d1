import { describe, expect, it, vi } from 'vitest';
import { createNavigation, type NavigationAdapter } from './navigation';

function fakeAdapter(depth = 1) {
  let d = depth;
  const log: string[] = [];
  let release: (() => void) | null = null;
  const adapter: NavigationAdapter & { log: string[]; hold: boolean; finish(): void } = {
    log,
    hold: false,
    finish: () => release?.(),
    push(url) {
      log.push(`push ${url}`);
      d += 1;
      if (adapter.hold) return new Promise<void>((r) => (release = r));
    },
    replace(url) {
      log.push(`replace ${url}`);
    },
    go(delta) {
      log.push(`go ${delta}`);
      d += delta;
    },
    depth: () => d,
    resetDepth: () => {
      d = 1;
    },
  };
  return adapter;
}

describe('navigation rules', () => {
  it('requires a url', async () => {
    const nav = createNavigation(fakeAdapter());
    await expect(nav.navigate('')).rejects.toThrow('url is required');
    await expect(nav.relaunch(undefined as unknown as string)).rejects.toThrow('url is required');
  });

  it('fails on unknown pages with the spec message', async () => {
    const nav = createNavigation(fakeAdapter());
    await expect(nav.navigate('/pages/nope/nope')).rejects.toThrow('page /pages/nope/nope is not found');
    await expect(nav.switchTab('/nowhere')).rejects.toThrow('page /nowhere is not found');
  });

  it('keeps tab pages out of navigate and redirect', async () => {
    const a = fakeAdapter();
    const nav = createNavigation(a);
    await expect(nav.navigate('/pages/home/home')).rejects.toThrow(/switchTab/);
    await expect(nav.redirect('/pages/user/user?x=1')).rejects.toThrow(/switchTab/);
    expect(a.log).toEqual([]);
  });

  it('switchTab only opens tab pages and closes the pages below', async () => {
    const a = fakeAdapter(4);
    const nav = createNavigation(a);
    await expect(nav.switchTab('/pages/merchant/merchant')).rejects.toThrow(/only open tab pages/);
    await nav.switchTab('/pages/msg/msg');
    expect(a.log).toEqual(['replace /pages/msg/msg']);
    expect(nav.depth()).toBe(1);
  });

  it('accepts paths without a leading slash and with a query', async () => {
    const a = fakeAdapter();
    const nav = createNavigation(a);
    await nav.navigate('pages/merchant/merchant?mid=3');
    expect(a.log).toEqual(['push pages/merchant/merchant?mid=3']);
  });

  it('rejects the same url while it is locked, and unlocks when done', async () => {
    const a = fakeAdapter();
    a.hold = true;
    const nav = createNavigation(a);
    const first = nav.navigate('/pages/merchant/merchant?mid=1');
    await expect(nav.navigate('/pages/merchant/merchant?mid=1')).rejects.toThrow('locked');
    // another url is not locked
    a.hold = false;
    await nav.navigate('/pages/merchant/merchant?mid=2');
    a.finish();
    await first;
    await nav.navigate('/pages/merchant/merchant?mid=1');
    expect(a.log.filter((l) => l.endsWith('mid=1'))).toHaveLength(2);
  });

  it('relaunch replaces and forgets the stack', async () => {
    const a = fakeAdapter(5);
    const nav = createNavigation(a);
    await nav.relaunch('/pages/login/login');
    expect(a.log).toEqual(['replace /pages/login/login']);
    expect(nav.depth()).toBe(1);
  });

  it('back clamps its step to the open pages minus one', () => {
    const a = fakeAdapter(3);
    const nav = createNavigation(a);
    expect(nav.back(10)).toBe(2);
    expect(a.log).toEqual(['go -2']);
    expect(nav.back()).toBe(0);
    expect(a.log).toEqual(['go -2']);
  });

  it('back defaults to one step and ignores nonsense deltas', () => {
    const a = fakeAdapter(3);
    const nav = createNavigation(a);
    expect(nav.back()).toBe(1);
    expect(nav.back(-4)).toBe(1);
    expect(a.log).toEqual(['go -1', 'go -1']);
  });

  it('backOrHome goes to / when the page is the only one', () => {
    const a = fakeAdapter(1);
    const nav = createNavigation(a);
    nav.backOrHome();
    expect(a.log).toEqual(['replace /']);
    const b = fakeAdapter(2);
    createNavigation(b).backOrHome();
    expect(b.log).toEqual(['go -1']);
  });

  it('the bound helpers fail clearly before the router exists', async () => {
    vi.resetModules();
    const mod = await import('./navigation');
    expect(() => mod.back()).toThrow('navigation is not ready');
  });
});

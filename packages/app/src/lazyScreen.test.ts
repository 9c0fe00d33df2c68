import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { lazyScreen, preloadMatches, settledThenable } from './lazyScreen.ts';

const Screen = () => null;

describe('lazyScreen', () => {
  it('downloads once however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const { preload } = lazyScreen(load);
    const [first, second] = await Promise.all([preload(), preload()]);
    await preload();
    expect(first).toBe(Screen);
    expect(second).toBe(Screen);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so the next preload fetches again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Screen);
    const { preload } = lazyScreen(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Screen);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('settledThenable (what lets a downloaded screen hydrate without suspending)', () => {
  it('calls back synchronously, as React.lazy needs to see the module at once', () => {
    let seen: unknown = 'not yet';
    void settledThenable({ default: Screen }).then((module) => (seen = module.default));
    expect(seen).toBe(Screen);
  });

  it('chains like a promise', () => {
    let seen = 0;
    void settledThenable(1)
      .then((n) => n + 1)
      .then((n) => (seen = n));
    expect(seen).toBe(2);
  });
});

describe('preloadMatches', () => {
  function table() {
    const preloads = {
      layout: vi.fn(() => Promise.resolve()),
      tools: vi.fn(() => Promise.resolve()),
      landing: vi.fn(() => Promise.resolve()),
    };
    const routes: RouteObject[] = [
      {
        children: [
          { path: '/landing', handle: { preload: preloads.landing } },
          { handle: { preload: preloads.layout }, children: [{ path: '/tools', handle: { preload: preloads.tools } }, { path: '*' }] },
        ],
      },
    ];
    return { routes, preloads };
  }

  it('starts the layout and the screen of the path together', () => {
    const { routes, preloads } = table();
    preloadMatches(routes, '/tools');
    expect(preloads.layout).toHaveBeenCalledTimes(1);
    expect(preloads.tools).toHaveBeenCalledTimes(1);
    expect(preloads.landing).not.toHaveBeenCalled();
  });

  it('answers the same path once: a re-render does not walk the route table again', () => {
    const { routes, preloads } = table();
    const first = preloadMatches(routes, '/tools');
    expect(preloadMatches(routes, '/tools')).toBe(first);
    expect(preloads.tools).toHaveBeenCalledTimes(1);
    preloadMatches(routes, '/landing');
    preloadMatches(routes, '/tools');
    expect(preloads.tools).toHaveBeenCalledTimes(2);
  });

  it('ignores routes without a preload and swallows a failed one (the screen shows the error when it renders)', async () => {
    const { routes, preloads } = table();
    preloads.layout.mockRejectedValueOnce(new Error('offline'));
    expect(() => preloadMatches(routes, '/no/such/page')).not.toThrow();
    await Promise.resolve();
    expect(preloads.layout).toHaveBeenCalledTimes(1);
    expect(preloads.tools).not.toHaveBeenCalled();
  });

  it('settles once every download of the path has, even a failed one', async () => {
    const { routes, preloads } = table();
    let finishLayout: () => void = () => undefined;
    preloads.layout.mockReturnValueOnce(new Promise<void>((resolve) => (finishLayout = resolve)));
    preloads.tools.mockRejectedValueOnce(new Error('offline'));
    let settled = false;
    const done = preloadMatches(routes, '/tools').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    finishLayout();
    await done;
    expect(settled).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { DrawingBusy, drawingSlots, renderedPageCache } from '../../src/server/http/renderedPageCache';

describe('the drawn-page cache', () => {
  function setup() {
    let clock = 0;
    let drawings = 0;
    const cache = renderedPageCache<string>(5_000, () => clock);
    const draw = (html: string) => () => {
      drawings++;
      return Promise.resolve(html);
    };
    return { cache, draw, tick: (ms: number) => (clock += ms), drawings: () => drawings };
  }

  it('serves a page drawn in the last few seconds again, and draws it anew after', async () => {
    const { cache, draw, tick, drawings } = setup();
    expect(await cache.get('/', draw('first'))).toBe('first');
    tick(4_999);
    expect(await cache.get('/', draw('second'))).toBe('first');
    tick(1);
    expect(await cache.get('/', draw('third'))).toBe('third');
    expect(drawings()).toBe(2);
  });

  it('lets readers who arrive together share one drawing, per address', async () => {
    const { cache, draw, drawings } = setup();
    const pages = await Promise.all([cache.get('/', draw('home')), cache.get('/', draw('again')), cache.get('/about', draw('about'))]);
    expect(pages).toEqual(['home', 'home', 'about']);
    expect(drawings()).toBe(2);
  });

  it('forgets everything on a write, and never keeps a drawing that failed', async () => {
    const { cache, draw } = setup();
    await cache.get('/', draw('before the edit'));
    cache.clear();
    expect(await cache.get('/', draw('after the edit'))).toBe('after the edit');
    await expect(cache.get('/broken', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.get('/broken', draw('back'))).toBe('back');
  });
});

describe('drawing slots', () => {
  it('draws two pages at once at most; a third reader meanwhile is refused, and a slot frees when a drawing ends', async () => {
    const slot = drawingSlots(2);
    const finish: (() => void)[] = [];
    const drawing = () => new Promise<string>((resolve) => finish.push(() => resolve('page')));
    const first = slot(drawing);
    const second = slot(drawing);
    await expect(slot(drawing)).rejects.toBeInstanceOf(DrawingBusy);
    finish[0]();
    expect(await first).toBe('page');
    const third = slot(drawing);
    finish[1]();
    finish[2]();
    expect(await Promise.all([second, third])).toEqual(['page', 'page']);
  });

  it('frees the slot of a drawing that failed', async () => {
    const slot = drawingSlots(1);
    await expect(slot(() => Promise.reject(new Error('renderer broke')))).rejects.toThrow('renderer broke');
    expect(await slot(() => Promise.resolve('page'))).toBe('page');
  });
});

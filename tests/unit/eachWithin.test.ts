import { describe, expect, it } from 'vitest';
import { eachWithin } from '../../src/server/lib/eachWithin';

describe('eachWithin', () => {
  it('runs the task once for every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachWithin(
      Array.from({ length: 50 }, (_, i) => i),
      7,
      async (i) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, i % 3));
        done.push(i);
        running -= 1;
      },
    );
    expect(most).toBe(7);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('handles fewer items than the limit, and none', async () => {
    const seen: string[] = [];
    await eachWithin(['a', 'b'], 10, async (x) => void seen.push(x));
    await eachWithin([], 10, async () => void seen.push('never'));
    expect(seen).toEqual(['a', 'b']);
  });

  it('rejects with the first failure', async () => {
    await expect(
      eachWithin([1, 2, 3], 2, async (i) => {
        if (i === 2) throw new Error('two failed');
      }),
    ).rejects.toThrow('two failed');
  });
});

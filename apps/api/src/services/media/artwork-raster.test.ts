import { describe, expect, it } from 'vitest';
import { createArtworkRasterizer } from './artwork-raster';

/** A renderer whose answers the test releases by hand, counting how many run at once. */
function controlledRender() {
  const pending: Array<() => void> = [];
  let running = 0;
  let mostAtOnce = 0;
  const calls: string[] = [];
  const render = (svg: string, width: number) =>
    new Promise<Buffer>((resolve) => {
      calls.push(`${svg}@${width}`);
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      pending.push(() => {
        running--;
        resolve(Buffer.alloc(width, 1));
      });
    });
  /** Releases renders one by one, letting the next start, until none is waiting. */
  const settle = async () => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const release = pending.shift();
      if (!release) return;
      release();
    }
  };
  return { render, calls, settle, mostAtOnce: () => mostAtOnce };
}

describe('createArtworkRasterizer', () => {
  it('draws one picture at a time, shares a render between equal requests, and keeps what it drew', async () => {
    const fake = controlledRender();
    const rasterizer = createArtworkRasterizer({ render: fake.render });
    const answers = Promise.all([
      rasterizer.webp('a', 320, '<a/>'),
      rasterizer.webp('a', 320, '<a/>'),
      rasterizer.webp('b', 320, '<b/>'),
      rasterizer.webp('a', 640, '<a/>'),
    ]);
    await fake.settle();
    const [first, same, other, wider] = await answers;
    expect(first).toBe(same);
    expect(other!.length).toBe(320);
    expect(wider!.length).toBe(640);
    expect(fake.calls).toEqual(['<a/>@320', '<b/>@320', '<a/>@640']);
    expect(fake.mostAtOnce()).toBe(1);

    expect(await rasterizer.webp('a', 320, '<a/>')).toBe(first);
    expect(fake.calls).toHaveLength(3);
  });

  it('answers null instead of queueing past its limit', async () => {
    const fake = controlledRender();
    const rasterizer = createArtworkRasterizer({ render: fake.render, maxWaiting: 2 });
    const queued = [rasterizer.webp('a', 320, 'a'), rasterizer.webp('b', 320, 'b')];
    expect(await rasterizer.webp('c', 320, 'c')).toBeNull();
    // A request for a picture already on its way still shares it.
    const shared = rasterizer.webp('a', 320, 'a');
    await fake.settle();
    expect((await Promise.all(queued)).every((bytes) => bytes !== null)).toBe(true);
    expect(await shared).not.toBeNull();
    // Once the queue has drained there is room again.
    const later = rasterizer.webp('c', 320, 'c');
    await fake.settle();
    expect(await later).not.toBeNull();
  });

  it('forgets the oldest pictures past its byte budget', async () => {
    const fake = controlledRender();
    const rasterizer = createArtworkRasterizer({ render: fake.render, cacheBytes: 700 });
    for (const key of ['a', 'b', 'c']) {
      const answer = rasterizer.webp(key, 320, key);
      await fake.settle();
      await answer;
    }
    // 3 × 320 bytes is over 700: `a` went first.
    const again = rasterizer.webp('c', 320, 'c');
    await fake.settle();
    await again;
    expect(fake.calls).toEqual(['a@320', 'b@320', 'c@320']);
    const redrawn = rasterizer.webp('a', 320, 'a');
    await fake.settle();
    await redrawn;
    expect(fake.calls).toEqual(['a@320', 'b@320', 'c@320', 'a@320']);
  });

  it('passes a failed render to its callers and goes on with the next', async () => {
    let calls = 0;
    const rasterizer = createArtworkRasterizer({
      render: async (svg) => {
        calls++;
        if (svg === 'bad') throw new Error('unreadable');
        return Buffer.from(svg);
      },
    });
    await expect(rasterizer.webp('x', 320, 'bad')).rejects.toThrow('unreadable');
    expect((await rasterizer.webp('y', 320, 'good'))!.toString()).toBe('good');
    expect(calls).toBe(2);
  });
});

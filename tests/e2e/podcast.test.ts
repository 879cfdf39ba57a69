import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkChromium } from './support/browser';
import { useBrowserSession } from './support/session';

const mediaTime = (page: Page) => page.evaluate(() => document.querySelector('audio')!.currentTime);

describe.skipIf(!checkChromium())('the Expert Podcast player on a real audio file', () => {
  const session = useBrowserSession();

  async function openHub(title: string) {
    const opened = await session.open();
    const hubs = (await (await fetch(`${session.baseUrl()}/api/veteran-issues`)).json()) as { id: string; title: string }[];
    const hub = hubs.find((h) => h.title === title)!;
    await opened.page.goto(opened.url(`/resource-hub/${hub.id}`));
    await opened.page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await opened.page.waitForFunction(() => document.querySelector('audio')!.readyState >= 1);
    return opened;
  }

  it('plays, skips, seeks, changes volume and speed', async () => {
    const { page } = await openHub('Legal Assistance & Advocacy');
    expect(await page.evaluate(() => document.querySelector('audio')!.volume)).toBeCloseTo(0.75);

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await page.waitForFunction(() => document.querySelector('audio')!.currentTime > 0.5);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    expect(await page.evaluate(() => document.querySelector('audio')!.paused)).toBe(true);

    const start = await mediaTime(page);
    await page.getByRole('button', { name: 'Skip forward 15 seconds' }).click();
    expect(await mediaTime(page)).toBeCloseTo(start + 15, 0);
    await page.getByRole('button', { name: 'Skip back 15 seconds' }).click();
    expect(await mediaTime(page)).toBeCloseTo(start, 0);
    await page.getByRole('button', { name: 'Skip back 15 seconds' }).click();
    expect(await mediaTime(page)).toBe(0);

    // click the middle of the progress bar
    const duration = await page.evaluate(() => document.querySelector('audio')!.duration);
    const bar = (await page.getByTestId('seek-bar').boundingBox())!;
    await page.mouse.click(bar.x + bar.width / 2, bar.y + bar.height / 2);
    await page.waitForFunction((d) => Math.abs(document.querySelector('audio')!.currentTime - d / 2) < 1.5, duration);
    // and the keyboard moves it too
    const seek = page.getByRole('slider', { name: 'Seek' });
    await seek.focus();
    const beforeKey = await mediaTime(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await mediaTime(page)).toBeGreaterThan(beforeKey + 1);

    const volume = page.getByRole('slider', { name: 'Volume' });
    expect(await volume.getAttribute('aria-valuenow')).toBe('75');
    await volume.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    expect(await volume.getAttribute('aria-valuenow')).toBe('70');
    expect(await page.evaluate(() => document.querySelector('audio')!.volume)).toBeCloseTo(0.7);

    await page.getByRole('button', { name: 'Playback speed 1×' }).click();
    expect(await page.evaluate(() => document.querySelector('audio')!.playbackRate)).toBe(1.25);
    await page.getByRole('button', { name: 'Playback speed 1.25×' }).click();
    expect(await page.evaluate(() => document.querySelector('audio')!.playbackRate)).toBe(1.5);
    await page.getByRole('button', { name: 'Playback speed 1.5×' }).click();
    await page.getByRole('button', { name: 'Playback speed 2×' }).click();
    await page.getByRole('button', { name: 'Playback speed 0.5×' }).waitFor();
    expect(await page.evaluate(() => document.querySelector('audio')!.playbackRate)).toBe(0.5);

    const download = page.getByRole('link', { name: 'Download episode' });
    expect(await download.getAttribute('href')).toBe('/media/podcasts/legal-assistance.mp3');
    expect(await download.getAttribute('download')).not.toBeNull();
  });

  it('resets when the episode ends', async () => {
    const { page } = await openHub('Small Business Development');
    await page.getByRole('button', { name: 'Playback speed 1×' }).click();
    for (const speed of ['1.25', '1.5']) await page.getByRole('button', { name: `Playback speed ${speed}×` }).click();
    const bar = (await page.getByTestId('seek-bar').boundingBox())!;
    await page.mouse.click(bar.x + bar.width * 0.93, bar.y + bar.height / 2);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 15_000 });
    expect(await mediaTime(page)).toBe(0);
    expect(await page.getByTestId('player-time').textContent()).toMatch(/^0:00 \//);
  });

  it('pauses when the visitor leaves the page', async () => {
    const { page } = await openHub('Mental Health & PTSD Support');
    const audio = await page.evaluateHandle(() => document.querySelector('audio')!);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('audio')!.currentTime > 0.3);
    await page.getByRole('banner').getByRole('link', { name: 'Resources' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Veteran Resource Center' }).waitFor();
    expect(await audio.evaluate((el) => el.paused)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOLUME,
  PLAYBACK_SPEEDS,
  formatSpeed,
  formatTime,
  isVideoUrl,
  nextPlaybackSpeed,
  parseDuration,
  skipPosition,
} from '../../src/shared/mediaPlayer';

describe('the podcast player rules', () => {
  it('cycles 0.5, 0.75, 1, 1.25, 1.5, 2 and back to 0.5', () => {
    const seen = [1];
    for (let i = 0; i < 6; i++) seen.push(nextPlaybackSpeed(seen[seen.length - 1]));
    expect(seen).toEqual([1, 1.25, 1.5, 2, 0.5, 0.75, 1]);
    expect(PLAYBACK_SPEEDS).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2]);
  });

  it('continues from a rate that is not in the list', () => {
    expect(nextPlaybackSpeed(1.1)).toBe(1.25);
    expect(nextPlaybackSpeed(3)).toBe(0.5);
  });

  it('formats times as M:SS and H:MM:SS', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(7.9)).toBe('0:07');
    expect(formatTime(65)).toBe('1:05');
    expect(formatTime(3661)).toBe('1:01:01');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Infinity)).toBe('0:00');
    expect(formatTime(-3)).toBe('0:00');
  });

  it('reads durations back', () => {
    expect(parseDuration('0:27')).toBe(27);
    expect(parseDuration('12:05')).toBe(725);
    expect(parseDuration('1:00:00')).toBe(3600);
    expect(parseDuration('soon')).toBe(0);
  });

  it('skips 15 s inside the episode', () => {
    expect(skipPosition(10, -15, 27)).toBe(0);
    expect(skipPosition(10, 15, 27)).toBe(25);
    expect(skipPosition(20, 15, 27)).toBe(27);
    expect(skipPosition(20, 15, Number.NaN)).toBe(35);
  });

  it('knows video files and the defaults', () => {
    expect(isVideoUrl('/media/podcasts/a.mp4')).toBe(true);
    expect(isVideoUrl('/media/podcasts/a.MP4?v=2')).toBe(true);
    expect(isVideoUrl('/media/podcasts/a.mp3')).toBe(false);
    expect(DEFAULT_VOLUME).toBe(75);
    expect(formatSpeed(1.25)).toBe('1.25×');
  });
});

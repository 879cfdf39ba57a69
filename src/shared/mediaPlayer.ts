/** The hub page's episode player: its constants and the arithmetic behind its controls. */

export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const DEFAULT_PLAYBACK_SPEED = 1;
export const SKIP_SECONDS = 15;
/** the volume slider runs 0–100; the media element takes 0–1 */
export const DEFAULT_VOLUME = 75;

/** The speed after `current`: 0.5 → 0.75 → … → 2 → back to 0.5. */
export function nextPlaybackSpeed(current: number): number {
  const index = (PLAYBACK_SPEEDS as readonly number[]).indexOf(current);
  if (index >= 0) return PLAYBACK_SPEEDS[(index + 1) % PLAYBACK_SPEEDS.length];
  // a rate set elsewhere: continue with the next listed speed above it
  return PLAYBACK_SPEEDS.find((speed) => speed > current) ?? PLAYBACK_SPEEDS[0];
}

export function formatSpeed(speed: number): string {
  return `${speed}×`;
}

/** A position moved by `delta` seconds, kept inside the episode. */
export function skipPosition(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Infinity;
  return Math.min(Math.max(0, current + delta), end);
}

/** Seconds as M:SS (H:MM:SS past an hour); anything unusable is 0:00. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** 'M:SS' or 'H:MM:SS' back to seconds; 0 when it cannot be read. */
export function parseDuration(text: string): number {
  const parts = text.trim().split(':');
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !/^\d+$/.test(p))) return 0;
  return parts.reduce((sum, part) => sum * 60 + Number(part), 0);
}

/** Video files play in a <video> element; everything else is audio. */
export function isVideoUrl(url: string): boolean {
  return /\.mp4(?:[?#].*)?$/i.test(url);
}

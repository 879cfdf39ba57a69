import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_PLAYBACK_SPEED, DEFAULT_VOLUME, nextPlaybackSpeed, skipPosition } from '../../../shared/mediaPlayer';

export type MediaPlayer = ReturnType<typeof useMediaPlayer>;

/**
 * The player's state, kept in step with the media element through its events (the element is
 * the truth: keyboard media keys or the browser may also play, pause or seek it).
 */
export function useMediaPlayer(src: string, fallbackDuration: number) {
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(fallbackDuration);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const [speed, setSpeed] = useState(DEFAULT_PLAYBACK_SPEED);

  // a new episode starts from the beginning, paused, at normal speed
  useEffect(() => {
    setPlaying(false);
    setCurrentTime(0);
    setDuration(fallbackDuration);
    setSpeed(DEFAULT_PLAYBACK_SPEED);
  }, [src, fallbackDuration]);

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onTime = () => setCurrentTime(media.currentTime);
    const onDuration = () => {
      if (Number.isFinite(media.duration) && media.duration > 0) setDuration(media.duration);
    };
    const onRate = () => setSpeed(media.playbackRate);
    const onEnded = () => {
      media.currentTime = 0;
      setPlaying(false);
      setCurrentTime(0);
    };
    const events: [string, () => void][] = [
      ['play', onPlay],
      ['pause', onPause],
      ['timeupdate', onTime],
      ['seeked', onTime],
      ['loadedmetadata', onDuration],
      ['durationchange', onDuration],
      ['ratechange', onRate],
      ['ended', onEnded],
    ];
    for (const [name, handler] of events) media.addEventListener(name, handler);
    onDuration();
    return () => {
      for (const [name, handler] of events) media.removeEventListener(name, handler);
      // leaving the page (or the episode): a detached element would keep playing
      media.pause();
    };
  }, [src]);

  useEffect(() => {
    if (mediaRef.current) mediaRef.current.volume = volume / 100;
  }, [volume, src]);

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    // loading a source resets playbackRate to defaultPlaybackRate
    media.defaultPlaybackRate = speed;
    media.playbackRate = speed;
  }, [speed, src]);

  const togglePlay = useCallback(() => {
    const media = mediaRef.current;
    if (!media) return;
    if (!media.paused) {
      media.pause();
      return;
    }
    setPlaying(true);
    media.play().catch(() => setPlaying(false));
  }, []);

  const seek = useCallback((seconds: number) => {
    const media = mediaRef.current;
    if (!media) return;
    const target = skipPosition(seconds, 0, media.duration);
    media.currentTime = target;
    setCurrentTime(target);
  }, []);

  const skip = useCallback(
    (delta: number) => {
      const media = mediaRef.current;
      if (media) seek(media.currentTime + delta);
    },
    [seek],
  );

  const cycleSpeed = useCallback(() => setSpeed((current) => nextPlaybackSpeed(current)), []);

  return { mediaRef, playing, currentTime, duration, volume, speed, togglePlay, seek, skip, setVolume, cycleSpeed };
}

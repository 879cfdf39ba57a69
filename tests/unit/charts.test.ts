import { describe, expect, it } from 'vitest';
import { niceMax, scaleTo, slotCentre, ticks } from '../../src/client/components/charts/scale';

describe('chart scales', () => {
  it('rounds the top of an axis up to 1, 2 or 5 × 10ⁿ', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(45)).toBe(50);
    expect(niceMax(200)).toBe(200);
    expect(niceMax(201)).toBe(500);
  });

  it('gives whole-number ticks from zero to the top', () => {
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(ticks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(ticks(50)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(ticks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ticks(2)).toEqual([0, 1, 2]);
    expect(ticks(1)).toEqual([0, 1]);
  });

  it('maps values onto a length, never below zero', () => {
    expect(scaleTo(5, 10, 200)).toBe(100);
    expect(scaleTo(-3, 10, 200)).toBe(0);
    expect(scaleTo(3, 0, 200)).toBe(0);
    expect(slotCentre(0, 4, 400)).toBe(50);
    expect(slotCentre(3, 4, 400)).toBe(350);
  });
});

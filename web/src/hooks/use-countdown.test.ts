import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '#web/src/test/render.tsx';
import { useCountdown } from './use-countdown.ts';

describe('the resend countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds down to zero', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current.remaining).toBe(60);
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
  });

  it('starts again from the full length', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.running).toBe(false);
    act(() => result.current.restart());
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.remaining).toBe(30);
  });

  it('can wait to be started', () => {
    const { result } = renderHook(() => useCountdown(60, { startNow: false }));
    expect(result.current.running).toBe(false);
    act(() => result.current.restart());
    expect(result.current.remaining).toBe(60);
  });
});

import { describe, expect, it } from 'vitest';
import { installMode } from './install-mode.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const facts = { standalone: false, hasPrompt: false, installed: false, maxTouchPoints: 0 };

describe('the install step on each platform', () => {
  it('is done once the app runs installed or was just installed', () => {
    expect(installMode({ ...facts, standalone: true, hasPrompt: true, userAgent: ANDROID })).toBe(
      'installed',
    );
    expect(installMode({ ...facts, installed: true, userAgent: IPHONE })).toBe('installed');
  });

  it('offers the browser’s own prompt where there is one', () => {
    expect(installMode({ ...facts, hasPrompt: true, userAgent: ANDROID })).toBe('prompt');
  });

  it('explains Share then Add to Home Screen on iOS and iPadOS, which have no prompt', () => {
    expect(installMode({ ...facts, userAgent: IPHONE, maxTouchPoints: 5 })).toBe('ios');
    expect(installMode({ ...facts, userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe('ios');
    // A real Mac (no touch) is not an iPad.
    expect(installMode({ ...facts, userAgent: IPAD_AS_MAC })).toBe('menu');
  });

  it('points to the browser’s menu elsewhere (no prompt yet, or none at all)', () => {
    expect(installMode({ ...facts, userAgent: ANDROID })).toBe('menu');
  });
});

import { describe, expect, it } from 'vitest';
import { instagramHandle, instagramUrl } from './instagram.ts';

describe('Instagram handles', () => {
  it('reads a handle typed with or without @, and a profile URL in its usual forms', () => {
    for (const value of [
      'demo.ink',
      '@demo.ink',
      ' @demo.ink ',
      'https://www.instagram.com/demo.ink',
      'https://instagram.com/demo.ink/',
      'http://m.instagram.com/demo.ink/?hl=fr',
      'instagram.com/demo.ink',
    ]) {
      expect(instagramHandle(value), value).toBe('demo.ink');
    }
  });

  it('is not fooled by other sites, posts, or text that is no handle', () => {
    for (const value of [
      'https://www.tiktok.com/@demo.ink',
      'https://www.instagram.com/p/C0abc123/',
      'https://www.instagram.com/demo.ink/reels/',
      'https://evil.example/instagram.com/demo',
      'demo ink',
      '',
    ]) {
      expect(instagramHandle(value), value).toBeUndefined();
    }
  });

  it('links to the profile page', () => {
    expect(instagramUrl('demo.ink')).toBe('https://www.instagram.com/demo.ink/');
  });
});

import { describe, expect, it } from 'vitest';
import { dueToTell, OPENING_WATCH, watchAnswer, watchExpiresAt, watchState } from './opening-watch.ts';

const opening = { startsAt: '2026-12-05T09:00:00.000Z', closesAt: '2026-12-05T11:00:00.000Z' };
const at = (iso: string) => new Date(iso);

describe('opening alerts (ADR 0100)', () => {
  it('takes addresses only before the start, and up to the cap', () => {
    expect(watchAnswer(opening, 0, at('2026-12-05T08:59:59.000Z'))).toBe('accept');
    expect(watchAnswer(opening, OPENING_WATCH.perOpeningMax - 1, at('2026-12-01T00:00:00.000Z'))).toBe(
      'accept',
    );
    expect(watchAnswer(opening, OPENING_WATCH.perOpeningMax, at('2026-12-01T00:00:00.000Z'))).toBe('full');
    expect(watchAnswer(opening, 0, at('2026-12-05T09:00:00.000Z'))).toBe('open');
    expect(watchAnswer(opening, 0, at('2026-12-05T11:00:00.000Z'))).toBe('none');
    expect(watchAnswer(undefined, 0, at('2026-12-01T00:00:00.000Z'))).toBe('none');
  });

  it('says where an address stands: asked, confirmed, told, or stopped', () => {
    expect(watchState({})).toBe('asked');
    expect(watchState({ confirmedAt: 'x' })).toBe('confirmed');
    expect(watchState({ confirmedAt: 'x', toldAt: 'y' })).toBe('told');
    expect(watchState({ confirmedAt: 'x', stoppedAt: 'z' })).toBe('none');
  });

  it('tells a confirmed, untold, unstopped address while the opening runs, never after', () => {
    const running = at('2026-12-05T09:00:30.000Z');
    expect(dueToTell({ confirmedAt: 'x' }, opening, running)).toBe(true);
    expect(dueToTell({}, opening, running)).toBe(false);
    expect(dueToTell({ confirmedAt: 'x', toldAt: 'y' }, opening, running)).toBe(false);
    expect(dueToTell({ confirmedAt: 'x', stoppedAt: 'z' }, opening, running)).toBe(false);
    expect(dueToTell({ confirmedAt: 'x' }, opening, at('2026-12-05T08:59:00.000Z'))).toBe(false);
    expect(dueToTell({ confirmedAt: 'x' }, opening, at('2026-12-05T11:00:00.000Z'))).toBe(false);
  });

  it('keeps the addresses until a day after the opening ends', () => {
    expect(watchExpiresAt(opening)).toBe(Date.parse(opening.closesAt) / 1000 + 86_400);
  });
});

import { describe, expect, it } from 'vitest';
import { parseSlotId, slotIdOf } from './slot-id.ts';

describe('slot ids', () => {
  it('name the local wall time and the length, and read back', () => {
    const id = slotIdOf('2026-03-29', '10:00', 120);
    expect(id).toBe('2026-03-29T10:00/120');
    expect(parseSlotId(id)).toEqual({ localDate: '2026-03-29', localStart: '10:00', durationMinutes: 120 });
  });

  it('reject anything else', () => {
    for (const text of [
      '',
      '2026-03-29T10:00',
      '2026-03-29T10:00/0',
      '2026-03-29T10:00/060',
      '2026-03-29T10:00/1441',
      '2026-02-30T10:00/60',
      '2026-03-29T24:00/60',
      '2026-03-29 10:00/60',
      '2026-03-29T10:00/60 ',
    ]) {
      expect(parseSlotId(text), text).toBeUndefined();
    }
  });
});

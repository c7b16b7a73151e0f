import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/src/test/render.tsx';
import OpeningCountdown from './opening-countdown.tsx';

// The tests hold every message already: the section's loader is never called.
const messages = { probe: 'web.openingCountdown.title', load: vi.fn() };
const opening = {
  startsAt: '2026-12-05T17:30:00.000Z',
  closesAt: '2026-12-05T19:30:00.000Z',
  cap: 20,
  projectTypes: ['flash' as const, 'custom' as const],
  rule: 'first-come' as const,
  state: 'scheduled' as const,
};

function figures() {
  return Array.from(document.querySelectorAll('.opening-countdown__figure')).map((node) => node.textContent);
}

describe('OpeningCountdown', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      now: new Date('2026-12-03T15:28:58Z'),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('counts down from the start instant on the visitor’s clock, and reads the page again at the start', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <OpeningCountdown
        opening={opening}
        pseudo="lea"
        hourFormat="24"
        messages={messages}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('region', { name: 'Book opening' })).toBeTruthy();
    expect(figures()).toEqual(['02', '02', '01', '02']);
    expect(
      screen.getByText('Flashes, Custom projects · 20 requests, first confirmed, first served'),
    ).toBeTruthy();
    // The ticking figures are hidden from screen readers: the date says when.
    expect(document.querySelector('.opening-countdown__clock')?.getAttribute('aria-hidden')).toBe('true');
    act(() => vi.advanceTimersByTime(2000));
    expect(figures()).toEqual(['02', '02', '01', '00']);
    expect(onChange).not.toHaveBeenCalled();

    // The start comes: the page is read again, and the countdown says until when it runs.
    act(() => vi.setSystemTime(new Date('2026-12-05T17:30:00Z')));
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^Books are open until/)).toBeTruthy();
  });

  it('says when a draw’s results come (ADR 0096): the end, the last cart hold and a minute', () => {
    renderWithProviders(
      <OpeningCountdown
        opening={{ ...opening, rule: 'draw' }}
        pseudo="lea"
        hourFormat="24"
        messages={messages}
        onChange={vi.fn()}
      />,
    );
    // Ends 19:30 UTC: the results at 19:46 UTC, in the machine's zone (whole hours from UTC).
    expect(
      screen.getByText(
        /^Flashes, Custom projects · a draw: 20 requests drawn among those confirmed before the end\. Results on .*:46, by email\.$/,
      ),
    ).toBeTruthy();
  });
});

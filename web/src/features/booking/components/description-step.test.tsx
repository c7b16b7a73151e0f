import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookingProfile, FLASH_ID } from '#web/src/features/booking/test/booking-fixtures.ts';
import { type BookingDraft, emptyDraft } from '#web/src/features/booking/utils/booking-draft.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { DescriptionStep } from './description-step.tsx';

function draftOf(type: BookingDraft['type']): BookingDraft {
  return { ...emptyDraft('key'), type, flashId: type === 'flash' ? FLASH_ID : undefined };
}

describe('the description step', () => {
  it('does not ask a flash’s size again: it shows the flash’s and puts it in the request', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <DescriptionStep profile={bookingProfile} draft={draftOf('flash')} onChange={onChange} errors={{}} />,
    );
    expect(screen.queryByRole('textbox', { name: /Size/ })).toBeNull();
    expect(screen.getByText('Size').nextElementSibling?.textContent).toBe(
      '8\u00a0×\u00a06\u00a0cm (the flash’s)',
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ placement: '', size: '8\u00a0×\u00a06\u00a0cm', text: '' }),
    );
  });

  it('asks the size of a custom project', () => {
    renderWithProviders(
      <DescriptionStep profile={bookingProfile} draft={draftOf('custom')} onChange={vi.fn()} errors={{}} />,
    );
    expect(screen.getByRole('textbox', { name: /Size/ })).toBeTruthy();
  });
});

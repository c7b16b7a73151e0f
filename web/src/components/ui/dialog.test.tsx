import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

function Owner() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Decline?" onClose={() => setOpen(false)}>
          <textarea aria-label="Reason" />
          <button type="button" data-autofocus onClick={() => setOpen(false)}>
            Keep it
          </button>
        </Dialog>
      )}
    </>
  );
}

describe('the dialog', () => {
  it('opens on the element marked data-autofocus, and gives the focus back to its opener once gone', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Decline?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });
});

import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '#web/src/test/render.tsx';
import { useFocusedFeedback } from './use-focused-feedback.ts';

let show: (message: string | null) => void = () => undefined;

function Saved() {
  const { feedback, setFeedback, feedbackRef } = useFocusedFeedback<string>();
  show = setFeedback;
  return (
    <>
      <button type="button">Save</button>
      {feedback && (
        <div ref={feedbackRef} tabIndex={-1} role="status">
          {feedback}
        </div>
      )}
    </>
  );
}

describe('a save’s outcome message', () => {
  it('takes the focus each time a new one shows, and leaves it when cleared', () => {
    render(<Saved />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    act(() => show('Saved'));
    expect(document.activeElement).toBe(screen.getByRole('status'));
    act(() => show(null));
    expect(screen.queryByRole('status')).toBeNull();
    save.focus();
    act(() => show('Saved again'));
    expect(screen.getByRole('status').textContent).toBe('Saved again');
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { moveItem } from './move-item.ts';
import { SortableList } from './sortable-list.tsx';

function Fruits({ onReorder }: { onReorder?: (items: string[]) => void }) {
  const [items, setItems] = useState(['apple', 'banana', 'cherry']);
  return (
    <SortableList
      items={items}
      label="Fruits"
      getKey={(item) => item}
      getLabel={(item) => item}
      renderItem={(item) => <span>{item}</span>}
      onReorder={(next) => {
        setItems(next);
        onReorder?.(next);
      }}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Fruits' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/[^a-z]/g, ''));

describe('SortableList', () => {
  it('moves an item with the move up and move down buttons, and announces it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fruits />);
    await user.click(screen.getByRole('button', { name: 'Move cherry up' }));
    expect(order()).toEqual(['apple', 'cherry', 'banana']);
    expect(screen.getByText('cherry: position 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move apple down' }));
    expect(order()).toEqual(['cherry', 'apple', 'banana']);
    expect((screen.getByRole('button', { name: 'Move cherry up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move banana down' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('moves the item of a focused handle with the arrow keys, Home and End, keeping the focus on it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fruits />);
    const handle = screen.getByRole('button', { name: 'Move apple, position 1 of 3' });
    expect(handle.getAttribute('aria-describedby')).toBeTruthy();
    handle.focus();
    await user.keyboard('{ArrowDown}');
    expect(order()).toEqual(['banana', 'apple', 'cherry']);
    await act(() => new Promise(requestAnimationFrame));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move apple, position 2 of 3');
    await user.keyboard('{End}');
    expect(order()).toEqual(['banana', 'cherry', 'apple']);
    expect(screen.getByText('apple: position 3 of 3')).toBeTruthy();
    await act(() => new Promise(requestAnimationFrame));
    await user.keyboard('{Home}');
    expect(order()).toEqual(['apple', 'banana', 'cherry']);
  });

  it('moves an item dragged by its handle past the middle of another row (pointer events)', () => {
    const onReorder = vi.fn();
    renderWithProviders(<Fruits onReorder={onReorder} />);
    const rows = screen.getAllByRole('listitem');
    rows.forEach((row, index) => {
      vi.spyOn(row, 'getBoundingClientRect').mockReturnValue({
        top: index * 50,
        height: 50,
        bottom: index * 50 + 50,
        left: 0,
        right: 300,
        width: 300,
        x: 0,
        y: index * 50,
        toJSON: () => ({}),
      });
    });
    const handle = screen.getByRole('button', { name: 'Move apple, position 1 of 3' });
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientY: 10 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 130 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 130 });
    expect(onReorder).toHaveBeenLastCalledWith(['banana', 'cherry', 'apple']);
    expect(order()).toEqual(['banana', 'cherry', 'apple']);
    expect(screen.getByText('apple: position 3 of 3')).toBeTruthy();
  });
});

describe('moveItem', () => {
  it('moves one item and clamps the target', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 7, 0)).toEqual(['a', 'b', 'c']);
  });
});

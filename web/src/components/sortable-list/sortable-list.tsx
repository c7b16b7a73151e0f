import './sortable-list.css';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem } from './move-item.ts';

interface SortableListProps<T> {
  items: readonly T[];
  /** A stable key per item (an image id). */
  getKey: (item: T) => string;
  /** What an item is called in announcements and button labels ("Image 2", a title). */
  getLabel: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  onReorder: (items: T[]) => void;
  /** The list's accessible name. */
  label: string;
}

/**
 * A list the user puts in order three ways: dragging an item's handle (mouse, touch or pen: pointer
 * events), the arrow keys on a focused handle, or the move up / move down buttons. Every move is
 * announced in an `aria-live` region ("Image 2 moved to position 1 of 3").
 */
export function SortableList<T>({
  items,
  getKey,
  getLabel,
  renderItem,
  onReorder,
  label,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const instructionsId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const rows = useRef(new Map<string, HTMLLIElement>());
  const handles = useRef(new Map<string, HTMLButtonElement>());

  const announce = (item: T, to: number) =>
    setAnnouncement(
      t('web.sortableList.moved', { item: getLabel(item, to), position: to + 1, total: items.length }),
    );

  const move = (from: number, to: number, options: { focus?: boolean } = {}) => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || to === from) return;
    onReorder(moveItem(items, from, to));
    announce(item, to);
    if (options.focus) {
      const key = getKey(item);
      requestAnimationFrame(() => handles.current.get(key)?.focus());
    }
  };

  /** The index of the row whose middle the pointer has passed, for a drag at height `y`. */
  const indexAt = (y: number) => {
    let index = 0;
    items.forEach((item, i) => {
      const rect = rows.current.get(getKey(item))?.getBoundingClientRect();
      if (rect && y > rect.top + rect.height / 2) index = i;
    });
    if (items.length > 0) {
      const first = rows.current.get(getKey(items[0] as T))?.getBoundingClientRect();
      if (first && y <= first.top + first.height / 2) index = 0;
    }
    return index;
  };

  return (
    <div className="sortable-list">
      <p id={instructionsId} className="visually-hidden">
        {t('web.sortableList.instructions')}
      </p>
      <ol className="sortable-list__items" aria-label={label}>
        {items.map((item, index) => {
          const key = getKey(item);
          const itemLabel = getLabel(item, index);
          return (
            <li
              key={key}
              ref={(node) => {
                if (node) rows.current.set(key, node);
                else rows.current.delete(key);
              }}
              className={`sortable-list__item${dragged === key ? ' sortable-list__item--dragged' : ''}`}
            >
              <button
                type="button"
                className="sortable-list__handle"
                ref={(node) => {
                  if (node) handles.current.set(key, node);
                  else handles.current.delete(key);
                }}
                aria-label={t('web.sortableList.handle', {
                  item: itemLabel,
                  position: index + 1,
                  total: items.length,
                })}
                aria-describedby={instructionsId}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
                    event.preventDefault();
                    move(index, index - 1, { focus: true });
                  } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
                    event.preventDefault();
                    move(index, index + 1, { focus: true });
                  } else if (event.key === 'Home') {
                    event.preventDefault();
                    move(index, 0, { focus: true });
                  } else if (event.key === 'End') {
                    event.preventDefault();
                    move(index, items.length - 1, { focus: true });
                  }
                }}
                onPointerDown={(event) => {
                  if (event.button !== 0) return;
                  event.currentTarget.setPointerCapture?.(event.pointerId);
                  setDragged(key);
                }}
                onPointerMove={(event) => {
                  if (dragged !== key) return;
                  const from = items.findIndex((candidate) => getKey(candidate) === key);
                  const to = indexAt(event.clientY);
                  if (from !== -1 && to !== from) move(from, to);
                }}
                onPointerUp={(event) => {
                  event.currentTarget.releasePointerCapture?.(event.pointerId);
                  setDragged(null);
                }}
                onPointerCancel={() => setDragged(null)}
              >
                <span aria-hidden="true">⠿</span>
              </button>
              <span className="sortable-list__position" aria-hidden="true">
                {index + 1}
              </span>
              <div className="sortable-list__content">{renderItem(item, index)}</div>
              <span className="sortable-list__moves">
                <button
                  type="button"
                  className="sortable-list__move"
                  disabled={index === 0}
                  aria-label={t('web.sortableList.moveUp', { item: itemLabel })}
                  onClick={() => move(index, index - 1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="sortable-list__move"
                  disabled={index === items.length - 1}
                  aria-label={t('web.sortableList.moveDown', { item: itemLabel })}
                  onClick={() => move(index, index + 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { FlashSort } from '#shared/domain/flash-sorts.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { testFlashes } from '#web/src/features/portfolio/test/portfolio-fixtures.ts';
import { renderWithProviders } from '#web/src/test/render.tsx';
import { FlashGallery } from './flash-gallery.tsx';

function Gallery({ limit, onSortChange }: { limit?: number; onSortChange?: (sort: FlashSort) => void }) {
  const [sort, setSort] = useState<FlashSort>('most-recent');
  return (
    <MemoryRouter>
      <FlashGallery
        flashes={testFlashes}
        pseudo="ink-mia"
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          onSortChange?.(next);
        }}
        {...(limit !== undefined && { limit })}
      />
    </MemoryRouter>
  );
}

const titles = () =>
  within(screen.getByRole('region', { name: /Flash/ }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('FlashGallery', () => {
  it('shows the most recent first and offers the four sorts of the spec in a labelled select', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderWithProviders(<Gallery onSortChange={onSortChange} />);
    expect(titles()).toEqual(['Rose', 'Swallow', 'Dagger']);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Most recent', 'Price ascending', 'Price descending', 'Recently added']);
    await user.selectOptions(select, 'Price ascending');
    expect(onSortChange).toHaveBeenLastCalledWith('price-asc');
    expect(titles()).toEqual(['Swallow', 'Rose', 'Dagger']);
    await user.selectOptions(select, 'Price descending');
    expect(titles()).toEqual(['Dagger', 'Rose', 'Swallow']);
    await user.selectOptions(select, 'Recently added');
    expect(titles()).toEqual(['Swallow', 'Dagger', 'Rose']);
  });

  // Text matchers read non-breaking spaces as spaces.
  it.each([
    ['fr', '50,50 €', '8 × 6 cm'],
    ['en', '€50.50', '8 × 6 cm'],
  ] as [Locale, string, string][])(
    'prices and sizes in %s, cards linking to each flash',
    (lng, price, size) => {
      renderWithProviders(<Gallery />, { lng });
      const card = screen.getByRole('link', { name: 'Swallow' }).closest('article') as HTMLElement;
      expect(within(card).getByText(price)).toBeTruthy();
      expect(within(card).getByText(size)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Swallow' }).getAttribute('href')).toBe(
        '/ink-mia/flashs/swallow',
      );
      const image = card.querySelector('img') as HTMLImageElement;
      expect(image.getAttribute('width')).toBe('1200');
      expect(image.getAttribute('height')).toBe('900');
      expect(image.getAttribute('srcset')).toContain('/media/artist-1/img-swallow/320.webp 320w');
    },
  );

  it('shows sizes in inches for an imperial artist', () => {
    renderWithProviders(
      <MemoryRouter>
        <FlashGallery
          flashes={testFlashes}
          pseudo="ink-mia"
          sort="most-recent"
          onSortChange={() => {}}
          unit="imperial"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('3.1 × 2.4 in')).toBeTruthy();
  });

  it('can show the first few, in the chosen order, with a link to all of them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Gallery limit={2} />);
    expect(titles()).toEqual(['Rose', 'Swallow']);
    expect(screen.getByRole('link', { name: 'See all flashes' }).getAttribute('href')).toBe(
      '/ink-mia/flashs',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price descending');
    expect(titles()).toEqual(['Dagger', 'Rose']);
    expect(screen.getByRole('link', { name: 'See all flashes' }).getAttribute('href')).toBe(
      '/ink-mia/flashs?sort=price-desc',
    );
  });

  it('says so when there is no flash, without a sort', () => {
    renderWithProviders(
      <MemoryRouter>
        <FlashGallery flashes={[]} pseudo="ink-mia" sort="most-recent" onSortChange={() => {}} />
      </MemoryRouter>,
      { lng: 'fr' },
    );
    expect(screen.getByText('Aucun flash pour le moment.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

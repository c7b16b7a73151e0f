import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#web/src/test/render.tsx';
import { TutorialArticle } from './tutorial-article.tsx';
import { TutorialGuide } from './tutorial-guide.tsx';

describe('the getting-started guide', () => {
  it('lists one article per setup step, in the checklist’s order, marking the done ones', async () => {
    renderRoutes(
      [{ path: '*', element: <TutorialGuide done={{ picture: true, bio: true }} /> }],
      '/app/tutorials',
      { lng: 'en' },
    );
    await screen.findAllByRole('link');
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/app/tutorials/picture',
      '/app/tutorials/bio',
      '/app/tutorials/flash',
      '/app/tutorials/availability',
      '/app/tutorials/bookingSettings',
      '/app/tutorials/shared',
    ]);
    expect(links[0]?.textContent).toContain('Add a profile picture');
    expect(links[0]?.textContent).toContain('Done');
    expect(links[2]?.textContent).not.toContain('Done');
    expect(screen.getByText('2 of 6 steps done')).toBeTruthy();
  });

  it('shows an article’s steps, the place to do it and the next article, in Spanish', async () => {
    renderRoutes([{ path: '*', element: <TutorialArticle step="availability" /> }], '/app/tutorials', {
      lng: 'es',
    });
    await screen.findAllByRole('link');
    expect(screen.getByRole('heading', { level: 1, name: 'Abrir tus disponibilidades' })).toBeTruthy();
    expect(within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Abrir mis disponibilidades' }).getAttribute('href')).toBe(
      '/app/availabilities',
    );
    expect(
      screen.getByRole('link', { name: /Siguiente paso: Configurar tus reservas/ }).getAttribute('href'),
    ).toBe('/app/tutorials/bookingSettings');
  });

  it('ends the last article with the guide done, and leads its button to Today’s share card', async () => {
    renderRoutes([{ path: '*', element: <TutorialArticle step="shared" /> }], '/app/tutorials', {
      lng: 'fr',
    });
    await screen.findAllByRole('link');
    expect(screen.getByRole('link', { name: 'Partager ma page' }).getAttribute('href')).toBe('/app#share');
    expect(screen.getByText(/votre page est prête à recevoir des demandes/)).toBeTruthy();
  });
});

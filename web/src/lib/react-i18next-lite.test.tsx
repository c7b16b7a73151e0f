import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '#web/src/test/i18n.ts';
import { I18nextProvider, useTranslation } from './react-i18next-lite.tsx';

function Title() {
  const { t, i18n } = useTranslation();
  return <h1 lang={i18n.language}>{t('web.notFound.title', { path: '/x' })}</h1>;
}

describe("the artist-page build's react-i18next", () => {
  it('translates with the provided instance and follows a language change', async () => {
    const i18n = createTestI18n({ lng: 'fr' });
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Page introuvable : /x');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('heading').textContent).toBe('Página no encontrada: /x');
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('es');
  });

  it('needs a provider', () => {
    expect(() => render(<Title />)).toThrow('useTranslation needs an <I18nextProvider>');
  });
});

import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n.ts';
import { type SectionLoader, useSectionMessages } from './section-messages.ts';

function Section({ load }: { load: SectionLoader['load'] }) {
  const { t } = useTranslation();
  const ready = useSectionMessages({ load, probe: 'web.lazy.title' });
  return <p>{ready ? t('web.lazy.title') : 'loading'}</p>;
}

describe('useSectionMessages', () => {
  it('loads a lazy section in the shown language, and again after a language switch', async () => {
    const i18n = createI18n({
      lng: 'en',
      resources: { en: { translation: { web: { brand: 'Inkslot' } } }, fr: { translation: { web: {} } } },
    });
    const load = vi.fn(async (locale: 'fr' | 'en' | 'es') => ({
      default: { web: { lazy: { title: locale === 'fr' ? 'Messages (fr)' : 'Messages (en)' } } },
    }));
    render(
      <I18nextProvider i18n={i18n}>
        <Section load={load} />
      </I18nextProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Messages (en)')).toBeTruthy();
    expect(i18n.t('web.brand')).toBe('Inkslot');
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    expect(await screen.findByText('Messages (fr)')).toBeTruthy();
    expect(load.mock.calls.map(([locale]) => locale)).toEqual(['en', 'fr']);
  });

  it('loads nothing when the section is there already', () => {
    const i18n = createI18n({
      lng: 'en',
      resources: { en: { translation: { web: { lazy: { title: 'Here' } } } } },
    });
    const load = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <Section load={load} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Here')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});

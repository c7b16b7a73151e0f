import { describe, expect, it } from 'vitest';
import { createTestI18n } from '#web/src/test/i18n.ts';
import { errorFeedback, FEEDBACK_ITEMS, successFeedback } from './feedback.ts';

describe('the feedback messages of the spec', () => {
  const fr = createTestI18n({ lng: 'fr' });
  const t = (key: string, values?: Record<string, unknown>) => String(fr.t(key as never, values as never));

  it("reads 'Une erreur est survenue lors de …' for every item and action", () => {
    expect(errorFeedback(t, 'travel', 'create', 'Détail')).toEqual({
      tone: 'error',
      title: 'Une erreur est survenue lors de la création du voyage',
      description: 'Détail',
    });
    for (const item of FEEDBACK_ITEMS) {
      for (const action of ['create', 'update', 'delete'] as const) {
        expect(errorFeedback(t, item, action).title).toMatch(/^Une erreur est survenue lors de la /);
      }
    }
  });

  it('has a title and a description, singular and plural', () => {
    expect(successFeedback(t, 'travel', 'create', { title: 'Lyon' })).toEqual({
      tone: 'success',
      title: 'Voyage ajouté',
      description: 'Votre guest spot à Lyon apparaît sur votre page.',
    });
    expect(successFeedback(t, 'travel', 'delete', { count: 3 })).toEqual({
      tone: 'success',
      title: '3 voyages supprimés',
      description: 'Ces guest spots n’apparaissent plus sur votre page.',
    });
    const en = createTestI18n({ lng: 'en' });
    const tEn = (key: string, values?: Record<string, unknown>) =>
      String(en.t(key as never, values as never));
    expect(successFeedback(tEn, 'link', 'update', { count: 2 }).title).toBe('2 links updated');
    for (const item of FEEDBACK_ITEMS) {
      for (const action of ['create', 'update', 'delete'] as const) {
        const one = successFeedback(t, item, action, { title: 'X' });
        const many = successFeedback(t, item, action, { count: 1_000_000 });
        expect(one.title).not.toContain('web.feedback');
        expect(many.title).toContain('1000000');
      }
    }
  });
});

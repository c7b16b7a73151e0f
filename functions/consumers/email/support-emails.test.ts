import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planEmails } from './plan-emails.ts';

const fixture = (type: string) =>
  JSON.parse(readFileSync(new URL(`../../../events/fixtures/${type}/v1.json`, import.meta.url), 'utf8'));
const plan = (detailType: string, supportInbox?: string) =>
  planEmails({ detailType, envelope: fixture(detailType) } as Parameters<typeof planEmails>[0], {
    appUrl: 'https://inkslot.app',
    supportInbox,
  });

describe('the team’s support emails', () => {
  it('sends a bug report to the team with its facts, its text and that a screenshot came (never its URL)', () => {
    const [email, ...others] = plan('bug.reported', 'support@inkslot.app');
    expect(others).toEqual([]);
    expect(email?.to).toBe('support@inkslot.app');
    expect(email?.content.subject).toBe('[Bug] requests · notWorking · @inkmaster');
    expect(email?.content.text).toContain('Accepting a request with a deposit shows a spinner forever.');
    expect(email?.content.text).toContain('@inkmaster <artist@example.com>');
    expect(email?.content.text).toContain(
      'A screenshot comes with the report: see it in the superadmin area.',
    );
    expect(email?.content.html).not.toMatch(/\/media\/|private\/|<img /);
    expect(email?.content.text).toContain('https://inkslot.app/superadmin/bugs');
  });

  it('sends a suggestion to the team, and nothing without an inbox', () => {
    const [email] = plan('suggestion.submitted', 'support@inkslot.app');
    expect(email?.content.subject).toBe('[Suggestion] Waiting list for freed slots · @inkmaster');
    expect(plan('suggestion.submitted')).toEqual([]);
  });
});

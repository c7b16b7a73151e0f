import {
  AlreadyExistsException,
  CreateEmailTemplateCommand,
  NotFoundException,
  SESv2Client,
  SendBulkEmailCommand,
  SendEmailCommand,
} from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SesLocal, startSes } from './start-ses.ts';

const quiet = { info: () => {}, error: () => {} };
let ses: SesLocal;
let client: SESv2Client;
const feedback: [string, string][] = [];

beforeAll(async () => {
  ses = await startSes({ log: quiet, feedback: () => (kind, recipient) => feedback.push([kind, recipient]) });
  client = new SESv2Client({
    endpoint: ses.endpoint,
    region: 'eu-west-3',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(async () => {
  client.destroy();
  await ses.stop();
});

function send(to: string[], subject: string, cc: string[] = []) {
  return client.send(
    new SendEmailCommand({
      FromEmailAddress: 'Inkslot <hello@inkslot.test>',
      Destination: { ToAddresses: to, CcAddresses: cc },
      Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: `${subject} body` } } } },
    }),
  );
}

async function subjectsTo(...addresses: string[]) {
  const query = new URLSearchParams(addresses.map((address) => ['address', address]));
  const response = await fetch(`${ses.endpoint}/store/to?${query}`);
  return { status: response.status, body: (await response.json()) as { emails?: { subject: string }[] } };
}

describe('the SES stand-in’s recipient read (GET /store/to)', () => {
  it('answers only the mails to the given addresses, oldest first, whatever their case', async () => {
    await send(['lea@example.test'], 'one');
    await send(['sam@example.test'], 'two');
    await send(['noa@example.test'], 'three', ['LEA@example.test']);

    expect((await subjectsTo('Lea@Example.test')).body.emails?.map((mail) => mail.subject)).toEqual([
      'one',
      'three',
    ]);
    expect(
      (await subjectsTo('sam@example.test', 'noa@example.test')).body.emails?.map((mail) => mail.subject),
    ).toEqual(['two', 'three']);
    expect((await subjectsTo('nobody@example.test')).body.emails).toEqual([]);
  });

  it('refuses a read without an address, and leaves the stand-in’s own routes answering', async () => {
    expect((await fetch(`${ses.endpoint}/store/to`)).status).toBe(400);
    expect((await subjectsTo('')).status).toBe(400);
    const store = (await (await fetch(`${ses.endpoint}/store`)).json()) as { emails: unknown[] };
    expect(store.emails.length).toBeGreaterThanOrEqual(3);
    expect((await fetch(`${ses.endpoint}/health-check`)).status).toBe(200);
  });
});

describe('the recipient read that waits (after=n&waitMs=m)', () => {
  const waitFor = (address: string, after: number, waitMs: number) =>
    fetch(
      `${ses.endpoint}/store/to?${new URLSearchParams({ address, after: String(after), waitMs: String(waitMs) })}`,
    ).then(async (response) => (await response.json()) as { emails: { subject: string }[] });

  it('answers as soon as a new mail to the address is stored, not before', async () => {
    const started = Date.now();
    const waiting = waitFor('ines@example.test', 0, 10_000);
    let answered = false;
    void waiting.then(() => {
      answered = true;
    });
    await send(['someone-else@example.test'], 'not hers');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    await send(['Ines@example.test'], 'hers');
    expect((await waiting).emails.map((mail) => mail.subject)).toEqual(['hers']);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers at once when the address already has more than `after` mails, and what it has when the wait ends', async () => {
    await send(['omar@example.test'], 'first');
    expect((await waitFor('omar@example.test', 0, 10_000)).emails.map((mail) => mail.subject)).toEqual([
      'first',
    ]);
    const started = Date.now();
    expect((await waitFor('omar@example.test', 1, 300)).emails.map((mail) => mail.subject)).toEqual([
      'first',
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });
});

describe('bulk sending with a stored template, as SES answers it (issue 33)', () => {
  const bulk = (name: string, to: string[]) =>
    client.send(
      new SendBulkEmailCommand({
        FromEmailAddress: 'Inkslot <hello@inkslot.test>',
        DefaultContent: { Template: { TemplateName: name, TemplateData: '{}' } },
        BulkEmailEntries: to.map((address, n) => ({
          Destination: { ToAddresses: [address] },
          ReplacementEmailContent: {
            ReplacementTemplate: {
              ReplacementTemplateData: JSON.stringify({ name: `<${n}>`, lines: [{ t: 'a' }, { t: 'b' }] }),
            },
          },
        })),
      }),
    );

  it('names its errors as SES does (the SDK throws their classes), renders each entry, and reports the simulator’s feedback', async () => {
    await expect(bulk('bulk-test', ['kim@example.test'])).rejects.toBeInstanceOf(NotFoundException);
    const template = new CreateEmailTemplateCommand({
      TemplateName: 'bulk-test',
      TemplateContent: {
        Subject: 'Hi {{{name}}}',
        Text: '{{#each lines}}{{{t}}};{{/each}}',
        Html: '<p>{{{name}}}</p>',
      },
    });
    await client.send(template);
    await expect(client.send(template)).rejects.toBeInstanceOf(AlreadyExistsException);

    const answer = await bulk('bulk-test', ['kim@example.test', 'bounce@simulator.amazonses.com']);
    expect(answer.BulkEmailEntryResults?.map((result) => result.Status)).toEqual(['SUCCESS', 'SUCCESS']);
    const { body } = await subjectsTo('kim@example.test');
    const mail = body.emails?.at(-1) as { subject: string; body: { text: string; html: string } } | undefined;
    expect(mail?.subject).toBe('Hi <0>');
    expect(mail?.body).toEqual({ text: 'a;b;', html: '<p><0></p>' });
    expect(feedback).toContainEqual(['bounce', 'bounce@simulator.amazonses.com']);
  });
});

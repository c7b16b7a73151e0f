import * as z from 'zod';
import { consumers, schedules } from './consumers.ts';
import { EVENT_SOURCE } from './define-event.ts';
import { eventRegistry } from './registry.ts';

/** The Markdown of `events/CATALOG.md`, generated from the registry and the consumer table. */
export function renderCatalog(): string {
  const lines = [
    '# Event catalogue',
    '',
    '<!-- Generated from events/registry.ts and events/consumers.ts by `npm run catalog`. Do not edit. -->',
    '',
    `Every event is published on the bus with source \`${EVENT_SOURCE}\` and the detail`,
    '`{ metadata: { id, version, occurredAt, correlationId }, payload }`. Fixtures of each version live in',
    '`events/fixtures/<detail-type>/v<version>.json`.',
    '',
  ];
  for (const definition of Object.values(eventRegistry)) {
    const listeners = consumers.filter((c) =>
      (c.detailTypes as readonly string[]).includes(definition.detailType),
    );
    lines.push(`## \`${definition.detailType}\` (v${definition.version})`, '', definition.description, '');
    lines.push(`Consumers: ${listeners.map((c) => `\`${c.name}\``).join(', ') || 'none'}.`, '');
    lines.push(
      'Payload schema:',
      '',
      '```json',
      JSON.stringify(z.toJSONSchema(definition.payload), null, 2),
      '```',
      '',
    );
  }
  lines.push(
    '## Consumers',
    '',
    '| consumer | delivery | events | what it does |',
    '| --- | --- | --- | --- |',
  );
  for (const c of consumers) {
    lines.push(
      `| ${c.name} | ${c.delivery} | ${c.detailTypes.map((d) => `\`${d}\``).join(', ')} | ${c.description} |`,
    );
  }
  lines.push('', '## Schedules', '', '| job | expression | what it does |', '| --- | --- | --- |');
  for (const s of schedules) lines.push(`| ${s.name} | \`${s.expression}\` | ${s.description} |`);
  return `${lines.join('\n')}\n`;
}

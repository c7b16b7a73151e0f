import { beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_TABLE, SAVED_QUERIES, savedQuerySql } from '#events/analytics/saved-queries.ts';
import { ATHENA_RESULTS_PREFIX } from '#infra/constructs/analytics-catalog.ts';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { resources } from './support/template.ts';

let app: SynthResult;
beforeAll(() => {
  app = synthInkslot({ context: { stage: 'prod' } });
});

/** The archive made queryable in AWS (issue 12, ADR 0048): Glue, Athena and the saved queries. */
describe('the analytics catalogue', () => {
  it('has an events table over the archive’s day folders, by partition projection', () => {
    const template = app.template(app.events);
    const [table] = Object.values(resources(template, 'AWS::Glue::Table'));
    const input = table!.Properties.TableInput;
    expect(input.Name).toBe('events');
    expect(input.PartitionKeys).toEqual([{ Name: 'day', Type: 'string' }]);
    expect(input.StorageDescriptor.Columns.map((column: { Name: string }) => column.Name)).toEqual(
      EVENTS_TABLE.columns.map((column) => column.name),
    );
    expect(input.StorageDescriptor.SerdeInfo).toMatchObject({
      SerializationLibrary: 'org.openx.data.jsonserde.JsonSerDe',
      Parameters: { 'mapping.detail_type': 'detail-type' },
    });
    expect(input.Parameters).toMatchObject({
      'projection.enabled': 'true',
      'projection.day.type': 'date',
      'projection.day.format': 'yyyy/MM/dd',
    });
    // The day folders are where Firehose writes them: `events/yyyy/MM/dd/` of the analytics bucket.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Athena's own placeholder, not JavaScript's
    expect(JSON.stringify(input.Parameters['storage.location.template'])).toContain('/events/${day}/');
    const [database] = Object.values(resources(template, 'AWS::Glue::Database'));
    expect(database!.Properties.DatabaseInput.Name).toBe('inkslot_prod_analytics');
  });

  it('has a workgroup that keeps results beside the archive and caps a scan, and the saved queries', () => {
    const template = app.template(app.events);
    const [workGroup] = Object.values(resources(template, 'AWS::Athena::WorkGroup'));
    const configuration = workGroup!.Properties.WorkGroupConfiguration;
    expect(configuration.EnforceWorkGroupConfiguration).toBe(true);
    expect(configuration.BytesScannedCutoffPerQuery).toBeGreaterThan(0);
    expect(JSON.stringify(configuration.ResultConfiguration.OutputLocation)).toContain(ATHENA_RESULTS_PREFIX);
    const queries = Object.values(resources(template, 'AWS::Athena::NamedQuery')).map(
      (query) => query.Properties,
    );
    expect(queries.map((query) => query.Name).sort()).toEqual(
      SAVED_QUERIES.map((query) => `inkslot-prod-${query.name}`).sort(),
    );
    for (const query of SAVED_QUERIES)
      expect(queries.find((each) => each.Name === `inkslot-prod-${query.name}`)?.QueryString).toBe(
        savedQuerySql(query.name),
      );
  });
});

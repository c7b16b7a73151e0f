import { vi } from 'vitest';

/** One EMF line's metrics, by name, with its namespace and dimensions (tests only). */
export interface EmittedMetrics {
  namespace: string;
  dimensions: Record<string, string>;
  values: Record<string, number>;
}

/**
 * Runs `run` and returns the Embedded Metric Format lines it wrote to stdout (what CloudWatch Logs
 * turns into metrics), in order; other output passes through. For the tests of the code that counts.
 */
export async function emittedMetrics(run: () => unknown): Promise<EmittedMetrics[]> {
  const lines: EmittedMetrics[] = [];
  const write = process.stdout.write.bind(process.stdout);
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk, ...rest) => {
    const text = String(chunk);
    const emf = readEmf(text);
    if (!emf) return write(chunk, ...(rest as [])) as boolean;
    lines.push(emf);
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

function readEmf(text: string): EmittedMetrics | undefined {
  if (!text.startsWith('{"_aws"')) return undefined;
  const line = JSON.parse(text) as Record<string, unknown> & {
    _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
  };
  const [directive] = line._aws.CloudWatchMetrics;
  if (!directive) return undefined;
  return {
    namespace: directive.Namespace,
    dimensions: Object.fromEntries(directive.Dimensions.flat().map((name) => [name, String(line[name])])),
    values: Object.fromEntries(directive.Metrics.map(({ Name }) => [Name, Number(line[Name])])),
  };
}

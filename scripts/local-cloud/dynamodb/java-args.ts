/**
 * The command line of DynamoDB Local. The serial GC keeps the JVM small. The JVM keeps all its JIT
 * tiers: stopping at C1 started it 0.2 s sooner (1.3 s against 1.5 s on two cores) but made the
 * table the integration tier's busiest process, 276 CPU seconds of its 6-minute run; with C2 the
 * tier took 275 s instead of 362 s (ADR 0095). `-sharedDb` makes the data independent of the
 * caller's credentials and region.
 */
export function dynamoDbJavaArgs(options: {
  jar: string;
  libDir: string;
  port: number;
  dbPath?: string | undefined;
}) {
  return [
    '-XX:+UseSerialGC',
    `-Djava.library.path=${options.libDir}`,
    '-jar',
    options.jar,
    '-port',
    String(options.port),
    '-sharedDb',
    '-disableTelemetry',
    ...(options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory']),
  ];
}

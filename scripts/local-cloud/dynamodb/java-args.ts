/**
 * The command line of DynamoDB Local. C1 only and the serial GC cut the JVM's start to ~1.2 s on two
 * cores (the tests and `npm start`); `jit: 'full'` keeps the JVM's own tiers, slower to start and
 * faster once warm (`npm run bench`, which measures a warm table as AWS's is). `-sharedDb` makes the
 * data independent of the caller's credentials and region.
 */
export function dynamoDbJavaArgs(options: {
  jar: string;
  libDir: string;
  port: number;
  dbPath?: string | undefined;
  jit?: 'quick-start' | 'full' | undefined;
}) {
  return [
    ...(options.jit === 'full' ? [] : ['-XX:TieredStopAtLevel=1']),
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

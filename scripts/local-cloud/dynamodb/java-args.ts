/**
 * The command line of DynamoDB Local. C1 only and the serial GC cut the JVM's start to ~1.2 s on two
 * cores; `-sharedDb` makes the data independent of the caller's credentials and region.
 */
export function dynamoDbJavaArgs(options: { jar: string; libDir: string; port: number; dbPath?: string }) {
  return [
    '-XX:TieredStopAtLevel=1',
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

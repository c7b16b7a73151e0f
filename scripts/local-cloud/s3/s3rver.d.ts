/** The part of s3rver 3's API the local cloud uses (the package ships no types). */
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    /** Koa's middleware list (s3rver is a Koa app), composed when the server starts listening. */
    middleware: unknown[];
    run(): Promise<AddressInfo>;
    /** The listening server, once `run` has resolved. */
    httpServer?: Server;
    close(): Promise<void>;
  }

  export default S3rver;
}

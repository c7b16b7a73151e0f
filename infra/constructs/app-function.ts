import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import {
  type BundlingOptions,
  NodejsFunction,
  OutputFormat,
  SourceMapMode,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { StageConfig } from '#infra/config.ts';
import { FUNCTION_BUNDLE, functionAliases } from '#infra/lib/function-bundle.ts';
import { REPO_ROOT, repoFileExists, repoPath } from '#infra/lib/paths.ts';
import { bundleHash } from '#infra/lib/source-fingerprint.ts';
import { METRICS_NAMESPACE } from '#shared/config/business-metrics.ts';

/** Memory of a function that says none (MB); `npm run cost` bills GB-seconds with it. */
export const DEFAULT_FUNCTION_MEMORY_MB = 512;

/** esbuild settings of every function (local esbuild, never Docker), from the one bundle recipe. */
const BUNDLING = {
  format: OutputFormat.ESM,
  target: FUNCTION_BUNDLE.target,
  mainFields: [...FUNCTION_BUNDLE.mainFields],
  minify: FUNCTION_BUNDLE.minify,
  sourceMap: true,
  sourceMapMode: SourceMapMode.DEFAULT,
  sourcesContent: false,
  // Bundle the SDK too: the exact versions the tests ran, tree-shaken, one file to load.
  bundleAwsSDK: true,
  externalModules: [],
  banner: FUNCTION_BUNDLE.banner,
  forceDockerBundling: false,
} satisfies BundlingOptions;

/** esbuild's `--alias` flags: the shared aliases, and the entry's own where the stack is bundled. */
function aliasArgs(scope: Construct, entry: string): BundlingOptions['esbuildArgs'] {
  const aliases = Stack.of(scope).bundlingRequired ? functionAliases(entry) : FUNCTION_BUNDLE.alias;
  return { '--alias': Object.entries(aliases).map(([name, path]) => `${name}=${path}`) };
}

export interface AppFunctionProps {
  config: StageConfig;
  /** Handler module, relative to the repository root (as the route and consumer tables give it). */
  entry: string;
  /** Physical name suffix: `inkslot-<stage>-<name>`. */
  name: string;
  description: string;
  environment?: Record<string, string>;
  timeout?: Duration;
  memorySize?: number;
  /** arm64 unless a native dependency says otherwise (the upload processor's sharp: ADR 0014). */
  architecture?: lambda.Architecture;
  /**
   * Native dependencies the bundle cannot inline: kept external by esbuild and copied beside the
   * bundle by `commandHooks`. `hash` names what the hooks copy (versions), for the asset hash.
   */
  nativeModules?: { externalModules: string[]; commandHooks: BundlingOptions['commandHooks']; hash: string };
}

/**
 * One Lambda function of Inkslot: Node 24 on arm64, an ESM bundle made by the local esbuild (no
 * Docker), the AWS SDK bundled in, Powertools settings, no X-Ray tracing (ADR 0080: the business
 * metrics and the logs' correlation ids say what traces would), and its own role whose only built-in
 * permission is writing to its own log group (no AWSLambdaBasicExecutionRole).
 */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    if (!repoFileExists(props.entry)) throw new Error(`handler module ${props.entry} does not exist`);
    const { config } = props;
    const functionName = `${config.namePrefix}-${props.name}`;

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: config.isProd ? logs.RetentionDays.THREE_MONTHS : logs.RetentionDays.ONE_MONTH,
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${functionName}`,
    });
    this.logGroup.grantWrite(this.role);

    const bundling = { ...BUNDLING, esbuildArgs: aliasArgs(this, props.entry) };
    this.fn = new NodejsFunction(this, 'Function', {
      functionName,
      description: props.description,
      entry: repoPath(props.entry),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: repoPath('package-lock.json'),
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: props.architecture ?? lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? DEFAULT_FUNCTION_MEMORY_MB,
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup: this.logGroup,
      environment: {
        STAGE: config.stage,
        POWERTOOLS_SERVICE_NAME: 'inkslot',
        // The namespace of the business metrics (functions/lib/metrics.ts) and of their alarms.
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        LOG_LEVEL: 'INFO',
        // No --enable-source-maps: parsing the bundle's map costs every cold start ~13 ms (ADR 0038).
        ...props.environment,
      },
      bundling: props.nativeModules
        ? {
            ...bundling,
            externalModules: props.nativeModules.externalModules,
            commandHooks: props.nativeModules.commandHooks,
            assetHash: bundleHash(props.entry, {
              ...bundling,
              externalModules: props.nativeModules.externalModules,
              native: props.nativeModules.hash,
            }),
          }
        : { ...bundling, assetHash: bundleHash(props.entry, bundling) },
    });
  }
}

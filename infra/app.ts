import { App } from 'aws-cdk-lib';
import { buildInkslot } from './inkslot.ts';

/** The CDK app (`cdk.json`: `tsx infra/app.ts`): `npx cdk synth -c stage=dev|staging|prod`. */
buildInkslot(new App());

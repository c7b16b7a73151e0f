import { consumers, schedules } from '#events/consumers.ts';
import { SHARE_CARD_GROUP, shareCardNativeModules } from '#infra/lib/share-card-packaging.ts';
import { sharpNativeModules } from '#infra/lib/sharp-packaging.ts';
import { UPLOAD_PROCESSOR_ENTRY } from '#infra/stacks/media-stack.ts';
import { LIVE_SOCKET_HANDLERS } from '#shared/api/live-socket.ts';
import { routes } from '#shared/api/routes.ts';

/**
 * Every Lambda entry the CDK app deploys, named as in the stacks: route groups, consumers, jobs,
 * triggers; `external` the native packages CDK ships beside a bundle instead of inlining them.
 */
export function lambdaEntries(): { name: string; entry: string; external?: string[] }[] {
  const groups = [...new Set(Object.values(routes).map((route) => route.group))];
  return [
    ...groups.map((group) => ({
      name: `http-${group}`,
      entry: `functions/http/${group}/index.ts`,
      ...(group === SHARE_CARD_GROUP && { external: shareCardNativeModules().externalModules }),
    })),
    ...consumers.flatMap((c) => ('handler' in c ? [{ name: `consumer-${c.name}`, entry: c.handler }] : [])),
    ...schedules.map((s) => ({ name: `consumer-${s.name}`, entry: s.handler })),
    {
      name: 'media-process-upload',
      entry: UPLOAD_PROCESSOR_ENTRY,
      external: sharpNativeModules().externalModules,
    },
    ...Object.entries(LIVE_SOCKET_HANDLERS).map(([route, entry]) => ({ name: `live-${route}`, entry })),
    { name: 'outbox-relay', entry: 'functions/outbox/relay-outbox.ts' },
    { name: 'cognito-custom-message', entry: 'functions/cognito/custom-message.ts' },
    { name: 'cognito-post-confirmation', entry: 'functions/cognito/post-confirmation.ts' },
    { name: 'cognito-pre-sign-up', entry: 'functions/cognito/pre-sign-up.ts' },
  ];
}

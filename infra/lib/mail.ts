import type { Stack } from 'aws-cdk-lib';
import type { StageConfig } from '#infra/config.ts';

/**
 * The SES configuration set every email goes out under (ADR 0069): suppression on bounces and
 * complaints, and their events to EventBridge. Named, so the functions that send need no reference
 * to the stack that makes it.
 */
export function mailConfigurationSetName(config: Pick<StageConfig, 'namePrefix'>): string {
  return `${config.namePrefix}-mail`;
}

/** What `ses:SendEmail` is granted on: the sending domain's identity and the configuration set. */
export function sendEmailResources(stack: Stack, config: StageConfig): string[] {
  return [
    stack.formatArn({ service: 'ses', resource: 'identity', resourceName: config.emailDomain }),
    stack.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: mailConfigurationSetName(config),
    }),
  ];
}

/**
 * The digest's stored templates (issue 33, ADR 0102): `inkslot-digest-<locale>-<hash of its parts>`,
 * created by the digest on its first bulk send of a layout (functions/consumers/digest/digest-content.ts).
 */
export const DIGEST_TEMPLATE_NAMES = 'inkslot-digest-*';

/** What a bulk sender is granted `ses:SendBulkEmail` on: as SendEmail, and its templates. */
export function bulkEmailTemplateResource(stack: Stack, templates: string): string {
  return stack.formatArn({ service: 'ses', resource: 'template', resourceName: templates });
}

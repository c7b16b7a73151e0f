import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender.js';
import type { Message } from 'cognito-local/lib/services/messages.js';
import type { User } from 'cognito-local/lib/services/userPoolService.js';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#scripts/local-cloud/aws-credentials.ts';
import { cognitoEmail } from './cognito-email.ts';

/**
 * cognito-local's message sender, made to mail instead of print: the subject and body our
 * CustomMessage trigger produced go through the SES v2 API to the SES stand-in, to the user's
 * address, so verification and reset codes land in the local mailbox in the user's language.
 */
export class SesMessageSender implements MessageSender {
  private readonly ses: SESv2Client;
  private readonly from: string;

  constructor(options: { sesEndpoint: string; from: string }) {
    this.ses = new SESv2Client({
      endpoint: options.sesEndpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    this.from = options.from;
  }

  async sendEmail(_ctx: Context, user: User, destination: string, message: Message): Promise<void> {
    const email = cognitoEmail(user.Username, message);
    // An email change waiting for its code: Cognito sends the code to the new address (cognito-local
    // to the current one).
    const pending = user.UnverifiedAttributeChanges?.find((attribute) => attribute.Name === 'email')?.Value;
    const to = pending ?? destination;
    await this.ses.send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: {
            Subject: { Data: email.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: email.text, Charset: 'UTF-8' },
              ...(email.html && { Html: { Data: email.html, Charset: 'UTF-8' } }),
            },
          },
        },
      }),
    );
  }

  async sendSms(ctx: Context, _user: User, destination: string, message: Message): Promise<void> {
    ctx.logger.info(`SMS to ${destination}: ${message.smsMessage ?? message.__code}`);
  }
}

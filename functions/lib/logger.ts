import { Logger } from '@aws-lambda-powertools/logger';

/** Powertools logger: structured JSON in AWS; quiet in the local cloud and tests unless LOG_LEVEL says. */
export const logger = new Logger({
  serviceName: 'inkslot',
  logLevel: (process.env.LOG_LEVEL ?? 'INFO') as 'INFO',
});

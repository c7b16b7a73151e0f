/**
 * The one credential pair of the local cloud: s3rver accepts only `S3RVER`/`S3RVER`, and DynamoDB
 * Local, cognito-local, the SES stand-in and the bus accept anything, so every SDK client in the
 * process uses these.
 */
export const LOCAL_REGION = 'eu-west-3';
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

import { LOCAL_REGION } from '#scripts/local-cloud/aws-credentials.ts';
import { lambdaContext } from '#scripts/local-cloud/lambda-context.ts';
import { loadHandler } from '#scripts/local-cloud/load-handler.ts';

/** Our Cognito triggers: cognito-local's trigger name → the handler module Lambda runs in AWS. */
export const COGNITO_TRIGGERS = {
  CustomMessage: 'functions/cognito/custom-message.ts',
  PostConfirmation: 'functions/cognito/post-confirmation.ts',
  PreSignUp: 'functions/cognito/pre-sign-up.ts',
} as const;

interface InvokeRequest {
  FunctionName: string;
  InvocationType?: string;
  Payload?: string;
}

export interface InvokeResult {
  StatusCode: number;
  FunctionError?: 'Unhandled';
  Payload: string;
}

/**
 * Stands in for the aws-sdk v2 Lambda client that cognito-local's `LambdaService` calls
 * (`invoke(...).promise()`): runs the trigger's handler module in this process. The event gets the
 * real region (cognito-local says "local"); a throwing handler answers `FunctionError: 'Unhandled'`
 * with its message, as Lambda does.
 */
export class InProcessLambda {
  private readonly allowed = new Set<string>(Object.values(COGNITO_TRIGGERS));

  constructor(private readonly onError: (functionName: string, error: unknown) => void = () => undefined) {}

  invoke(request: InvokeRequest): { promise(): Promise<InvokeResult> } {
    return { promise: () => this.run(request) };
  }

  private async run({ FunctionName, Payload }: InvokeRequest): Promise<InvokeResult> {
    try {
      if (!this.allowed.has(FunctionName)) throw new Error(`unknown trigger function ${FunctionName}`);
      const event = { ...(JSON.parse(Payload ?? '{}') as Record<string, unknown>), region: LOCAL_REGION };
      const handler = await loadHandler(FunctionName);
      const result = await handler(event, lambdaContext(FunctionName));
      return { StatusCode: 200, Payload: JSON.stringify(result ?? event) };
    } catch (error) {
      this.onError(FunctionName, error);
      const err = error instanceof Error ? error : new Error(String(error));
      return {
        StatusCode: 200,
        FunctionError: 'Unhandled',
        Payload: JSON.stringify({ errorType: err.name, errorMessage: err.message }),
      };
    }
  }
}

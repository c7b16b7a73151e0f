import { createAppApiClient } from './api.ts';
import { artistAuth } from './cognito-session.ts';

/** The artist area's calls: Cognito ID token, renewed through Amplify. Loads Amplify. */
export const artistApi = createAppApiClient(artistAuth);

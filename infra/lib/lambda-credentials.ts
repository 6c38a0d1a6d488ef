import { fromEnv, type FromEnvInit } from '@aws-sdk/credential-provider-env';
import type { AwsCredentialIdentityProvider } from '@smithy/types';

/*
 * What the Lambda bundles get instead of @aws-sdk/credential-provider-node (bundlingOf aliases that package here).
 * Every SDK client's runtimeConfig imports the Node default chain (environment, SSO, INI files, process, web identity,
 * ECS/IMDS) for `credentialDefaultProvider`; in Lambda the first link always answers, since the runtime sets the
 * execution role's AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN, so the other links are ~105 KB of
 * code no function runs (docs/decisions.md "Issue 17: Lambda bundles"). Only bundles use this module: the local
 * cloud and the tests run the sources, with the SDK's own chain.
 */

/** The SDK's `defaultProvider` with the environment as its only source (missing variables: CredentialsProviderError). */
export const defaultProvider = (init: FromEnvInit = {}): AwsCredentialIdentityProvider => fromEnv(init);

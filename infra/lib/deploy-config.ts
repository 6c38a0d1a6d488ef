import path from 'node:path';
import type { Node } from 'constructs';
import { repoRoot } from './paths';

/*
 * What a deployment sets beside the stage: the Gmail OAuth2 client and the tracking image's public root of the mail
 * functions, and where the eSocial functions find the official XSDs and the eSocial servers' CA. Each value comes
 * from the stack's props or, failing that, from CDK context (`cdk deploy -c mailOauth2ClientId=…`). Secrets are
 * never values here: the OAuth2 client secret and the CA chain are named Secrets Manager secrets, read by the
 * functions at cold start (README "Deploy").
 */

/** The CDK context keys (`-c key=value` or cdk.json "context"). */
export const contextKeys = {
  mailOauth2ClientId: 'mailOauth2ClientId',
  /** Name or ARN of the Secrets Manager secret holding the client secret (a plain string). */
  mailOauth2ClientSecret: 'mailOauth2ClientSecret',
  mailOauth2RedirectUri: 'mailOauth2RedirectUri',
  mailTrackingBaseUrl: 'mailTrackingBaseUrl',
  /** The folder holding S-1.3/ and comunicacao/; relative paths are from the project root. */
  esocialXsdDir: 'esocialXsdDir',
  /** Name or ARN of the Secrets Manager secret holding the eSocial servers' CA chain (PEM). */
  esocialCaSecret: 'esocialCaSecret',
  /** A PEM file on the deploying machine, copied into the eSocial bundles instead (relative to the project root). */
  esocialCaFile: 'esocialCaFile',
  /**
   * The product's public address, the web area's origin (https://web.example.com.br): every link the product
   * e-mails is built from it (functions PUBLIC_APP_URL), never from a request's Host or X-Forwarded-Host.
   */
  publicUrl: 'publicUrl',
  /**
   * Issue 21. The product's domain (example.com.br): the four areas are served on web., empresa., credenciada. and
   * parceiro. of it, with one ACM certificate (us-east-1); absent, CloudFront's own host name serves the back office only.
   */
  domain: 'domain',
  /** The Route 53 hosted zone of {@link contextKeys.domain} (id and name); given, the stack writes the areas' records and validates the certificate there. */
  hostedZoneId: 'hostedZoneId',
  hostedZoneName: 'hostedZoneName',
  /** The address the alarm topic (SNS) e-mails; absent, the topic exists without subscribers and synth warns. */
  alarmEmail: 'alarmEmail',
} as const;

export interface MailOauth2Config {
  readonly clientId: string;
  /** Name or ARN of the Secrets Manager secret with the client secret. */
  readonly clientSecret: string;
  /** Where Google sends the browser back; absent: the web area's /oauth2/callback on the public address (publicUrl). */
  readonly redirectUri?: string;
}

export interface MailDeployConfig {
  readonly oauth2?: MailOauth2Config;
  /** The API's public root (https://app…/sst/api) the tracking image is served from; absent: publicUrl + /sst/api. */
  readonly trackingBaseUrl?: string;
}

export interface EsocialDeployConfig {
  /** Absolute folder of the official XSDs (S-1.3/ and comunicacao/). */
  readonly xsdDir: string;
  /** Name or ARN of the Secrets Manager secret with the CA chain (PEM). */
  readonly caSecret?: string;
  /** Absolute path of a CA chain PEM file to ship in the bundle. */
  readonly caFile?: string;
}

/** The project's default: the schemas beside the repository, never copied into it. */
export const defaultEsocialXsdDir = path.resolve(repoRoot, 'functions', 'esocial', 'xsd');

function text(node: Node, key: string): string | undefined {
  const value = node.tryGetContext(key) as unknown;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`context ${key} must be a string`);
  return value.trim() || undefined;
}

/** The mail settings of the props, else of the context; OAuth2 needs both the client id and the secret's name. */
export function mailConfigOf(node: Node, props: MailDeployConfig | undefined): MailDeployConfig {
  if (props) return props;
  const clientId = text(node, contextKeys.mailOauth2ClientId);
  const clientSecret = text(node, contextKeys.mailOauth2ClientSecret);
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new Error(`context ${contextKeys.mailOauth2ClientId} and ${contextKeys.mailOauth2ClientSecret} go together`);
  }
  const redirectUri = text(node, contextKeys.mailOauth2RedirectUri);
  const trackingBaseUrl = text(node, contextKeys.mailTrackingBaseUrl);
  return {
    ...(clientId && clientSecret ? { oauth2: { clientId, clientSecret, ...(redirectUri ? { redirectUri } : {}) } } : {}),
    ...(trackingBaseUrl ? { trackingBaseUrl } : {}),
  };
}

/** The eSocial settings: props over context over the defaults; relative paths are from the project root. */
export function esocialConfigOf(node: Node, props: Partial<EsocialDeployConfig> | undefined): EsocialDeployConfig {
  const xsdDir = props?.xsdDir ?? text(node, contextKeys.esocialXsdDir);
  const caSecret = props?.caSecret ?? text(node, contextKeys.esocialCaSecret);
  const caFile = props?.caFile ?? text(node, contextKeys.esocialCaFile);
  return {
    xsdDir: xsdDir ? path.resolve(repoRoot, xsdDir) : defaultEsocialXsdDir,
    ...(caSecret ? { caSecret } : {}),
    ...(caFile ? { caFile: path.resolve(repoRoot, caFile) } : {}),
  };
}

/**
 * The public address of the props, else of the context: an https origin (no path), or undefined when the deployment
 * gives none — then the functions refuse to build e-mailed links rather than take them from a request.
 */
export function publicUrlOf(node: Node, props: string | undefined): string | undefined {
  const domain = text(node, contextKeys.domain);
  // With a domain, the web area's host on it (constructs/edge.ts areaHostNames) unless publicUrl says otherwise.
  const value = props ?? text(node, contextKeys.publicUrl) ?? (domain ? `https://web.${domain.toLowerCase()}` : undefined);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`context ${contextKeys.publicUrl} must be a URL such as https://web.example.com.br`);
  }
  if (url.protocol !== 'https:') throw new Error(`context ${contextKeys.publicUrl} must be an https address`);
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`context ${contextKeys.publicUrl} must be an origin, without a path`);
  return url.origin;
}

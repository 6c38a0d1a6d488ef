import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { PermanentMailError } from './errors';

/*
 * A tenant's SMTP account names any host and port, and the account test answers what happened: without a guard
 * that is a port scanner of our own network (issue 12 item 5). In AWS the host's addresses are resolved once,
 * refused when any of them is loopback, link-local, private or otherwise not public, and the connection goes to
 * the address that was checked (the TLS name stays the host's), so a DNS answer that changes between the check and
 * the connection (rebinding) cannot reach inside. The local cloud's SMTP sink listens on 127.0.0.1, so the guard
 * is a setting: on in AWS (the CDK stack sets it), off in the local cloud.
 */

/** The setting: '1' refuses non-public SMTP hosts, '0' allows them; unset refuses (the safe side). */
export const smtpBlockPrivateEnv = 'MAIL_SMTP_BLOCK_PRIVATE';

/** What the log and the message row keep when the guard refuses a host (the user sees only the generic text). */
export const smtpHostRefusedReason = 'Servidor SMTP não permitido: o endereço não é público.';

/** A host the guard refused; permanent (retrying will not make it public). */
export class SmtpHostRefusedError extends PermanentMailError {
  constructor(
    readonly host: string,
    readonly addresses: readonly string[],
  ) {
    super(smtpHostRefusedReason);
    this.name = 'SmtpHostRefusedError';
  }
}

const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the instance metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64, which reaches IPv4 inside as well
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

// IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) need no rule: BlockList checks them against the IPv4 subnets.

/**
 * Whether an IP address is not on the public Internet (loopback, private, link-local, reserved, multicast).
 *
 * @example
 * isNonPublicAddress('169.254.169.254') // true
 */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether the deployment refuses non-public SMTP hosts ({@link smtpBlockPrivateEnv}). */
export function blocksPrivateSmtpHosts(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[smtpBlockPrivateEnv] !== '0';
}

/** Every address of a host name, in the resolver's order (tests pass a fake DNS). */
export type HostResolver = (host: string) => Promise<readonly string[]>;

/** The system resolver (getaddrinfo, as the SMTP connection would resolve the name), in its own order. */
const systemResolver: HostResolver = async (host) => {
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
};

/** Resolves a host name to every address it has (an IP literal is its own address). */
async function addressesOf(host: string, resolve: HostResolver): Promise<readonly string[]> {
  if (isIP(host)) return [host];
  return resolve(host);
}

/**
 * Where to connect for an SMTP host: with the guard on, the first resolved address after checking all of them
 * (throws {@link SmtpHostRefusedError} when any is not public), plus the TLS server name to keep certificate checks
 * on the host name; with the guard off, the host itself.
 */
export async function smtpTarget(
  host: string,
  env: NodeJS.ProcessEnv = process.env,
  resolve: HostResolver = systemResolver,
): Promise<{ host: string; servername?: string }> {
  if (!blocksPrivateSmtpHosts(env)) return { host };
  const addresses = await addressesOf(host.trim().replace(/^\[(.*)\]$/, '$1'), resolve);
  if (addresses.length === 0 || addresses.some(isNonPublicAddress)) throw new SmtpHostRefusedError(host, addresses);
  const address = addresses[0] as string;
  return isIP(host) ? { host: address } : { host: address, servername: host };
}

/*
 * node-forge's own modules (certificate.ts loads only those it uses): each registers its part on the one forge
 * object, which @types/node-forge types as the package's default export.
 */
declare module 'node-forge/lib/forge.js' {
  import forge from 'node-forge';
  export default forge;
}
declare module 'node-forge/lib/asn1.js';
declare module 'node-forge/lib/md.all.js';
declare module 'node-forge/lib/pem.js';
declare module 'node-forge/lib/pkcs12.js';
declare module 'node-forge/lib/pki.js';
declare module 'node-forge/lib/util.js';

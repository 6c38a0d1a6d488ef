/*
 * eSocial library (spec 2 §2–§9, leiaute S-1.3): event inputs, Ids, XML builders, schema validation, signatures,
 * A1 certificates, lotes and the SOAP client. Pure code plus the web service's HTTPS calls; the screens, routes,
 * entities and workers of the eSocial issue call it.
 */
export * from './errors';
export * from './layouts';
export * from './ids';
export * from './inputs';
export * from './events/index';
export * from './validate';
export * from './sign';
export * from './certificate';
export * from './batch';
export * from './soap-messages';
export * from './soap-client';
export * from './consultas';
export { escapeXml, stripXmlDeclaration, xmlDeclaration } from './xml';

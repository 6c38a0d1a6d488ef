import { describe, expect, it } from 'vitest';
import { CertificatePasswordError, EsocialSoapFaultError, EsocialTransportError, SignatureError, esocialFailureMessage, esocialMessages } from './errors';

describe('eSocial errors as a screen shows them (issue 12 item 9)', () => {
  it('tells a transport failure in pt-BR and keeps the socket’s words as detail', () => {
    // Act
    const error = new EsocialTransportError('ECONNREFUSED: connect ECONNREFUSED 10.0.0.1:443');
    // Assess
    expect(error.message).toBe(esocialMessages.transport);
    expect(error.detail).toContain('ECONNREFUSED');
  });

  it("names a SOAP fault's code, not the service's (English) fault text", () => {
    // Act
    const error = new EsocialSoapFaultError('a:ActionNotSupported', "The message with Action '' cannot be processed at the receiver", '<xml/>');
    // Assess
    expect(error.message).toBe(`${esocialMessages.soapFault} (ActionNotSupported).`);
    expect(error.faultString).toContain('cannot be processed');
  });

  it("keeps a signer's words out of the message", () => {
    expect(new SignatureError('Cannot read property of undefined').message).toBe(esocialMessages.signature);
  });

  it('answers a generic pt-BR text for any other failure, and the message of the errors that are pt-BR', () => {
    expect(esocialFailureMessage(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(esocialMessages.unexpected);
    expect(esocialFailureMessage(new EsocialTransportError('socket hang up'))).toBe(esocialMessages.transport);
    expect(esocialFailureMessage(new CertificatePasswordError())).toBe(esocialMessages.certificatePassword);
  });
});

import { describe, expect, it } from 'vitest';
import { HttpError } from '../platform/http';
import {
  CertificateFileError,
  CertificatePasswordError,
  EsocialSoapFaultError,
  EsocialTransportError,
  EventInputError,
  SignatureError,
  esocialFailureMessage,
  esocialMessages,
} from './errors';

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

describe('eSocial errors as the API answers them', () => {
  it('points a wrong certificate password at the senha field', () => {
    const error = new CertificatePasswordError({ cause: new Error('PKCS#12 MAC could not be verified. Invalid password?') });
    expect(error).toMatchObject({ name: 'CertificatePasswordError', status: 400, data: { senha: [esocialMessages.certificatePassword] } });
    expect((error.cause as Error).message).toContain('MAC');
  });

  it.each([
    [undefined, esocialMessages.certificateFile],
    [esocialMessages.certificateWithoutKey, esocialMessages.certificateWithoutKey],
  ])('points an unusable certificate file at the arquivo field (%s)', (message, expected) => {
    expect(new CertificateFileError(message)).toMatchObject({ name: 'CertificateFileError', status: 400, message: expected, data: { arquivo: [expected] } });
  });

  it('lists every broken rule of an event input with its field path', () => {
    const issues = [
      { path: 'exMedOcup.aso.dtAso', message: 'data futura' },
      { path: 'ideVinculo.cpfTrab', message: 'CPF inválido' },
    ];
    expect(new EventInputError('S-2220', issues)).toMatchObject({
      name: 'EventInputError',
      status: 400,
      layout: 'S-2220',
      message: `${esocialMessages.eventInput} (S-2220): exMedOcup.aso.dtAso: data futura; ideVinculo.cpfTrab: CPF inválido`,
      data: { issues },
    });
  });

  it.each([
    ['SignatureError', 500, () => new SignatureError('x')],
    ['EsocialTransportError', 502, () => new EsocialTransportError('x', { httpStatus: 503 })],
    ['EsocialSoapFaultError', 502, () => new EsocialSoapFaultError('s:Server', 'x', '<x/>')],
  ])('names a %s (status %i) for the log', (name, status, create) => {
    expect(create()).toMatchObject({ name, status });
  });

  it.each([
    ['soap:Client', 'Client'],
    ['Client', 'Client'],
    ['Server.Timeout:DB', 'Server.Timeout:DB'],
  ])('shows the fault code %s as %s, without its namespace prefix only', (faultCode, shown) => {
    expect(new EsocialSoapFaultError(faultCode, '', '').message).toBe(`${esocialMessages.soapFault} (${shown}).`);
  });

  it.each([
    ['an HttpError 500', () => new HttpError(500, 'DynamoDB throttled the write'), esocialMessages.unexpected],
    ['an HttpError 499', () => new HttpError(499, 'Operação cancelada'), 'Operação cancelada'],
    ['an EventInputError', () => new EventInputError('S-2210', [{ path: 'cat.tpCat', message: 'obrigatório' }]), `${esocialMessages.eventInput} (S-2210): cat.tpCat: obrigatório`],
    ['an EsocialSoapFaultError', () => new EsocialSoapFaultError('a:Fault', 'stack trace', ''), `${esocialMessages.soapFault} (Fault).`],
    ['a SignatureError', () => new SignatureError('key mismatch'), esocialMessages.signature],
    ['a string thrown', () => 'a string thrown', esocialMessages.unexpected],
  ])('shows %s as %s', (_, error, shown) => {
    expect(esocialFailureMessage(error())).toBe(shown);
  });
});

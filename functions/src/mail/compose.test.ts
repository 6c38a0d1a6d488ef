import { describe, expect, it } from 'vitest';
import { composeMessage, messageIdOf } from './compose';

/* The MIME message every transport sends (the tracking image: tracking.test.ts). */

const base = { id: '01MSG', from: '"Clínica" <sst@provedor.com.br>', to: 'destino@cliente.com.br', subject: 'ASO' };
const compose = async (message: Partial<Parameters<typeof composeMessage>[0]>) => (await composeMessage({ ...base, ...message })).toString('utf8');

describe('the composed message', () => {
  it('keeps the same Message-ID on every attempt, on the product’s domain unless another is given', async () => {
    expect(messageIdOf('01MSG')).toBe('<01MSG@ocupacional.com.br>');
    expect(await compose({ domain: 'clinica.com.br' })).toContain('Message-ID: <01MSG@clinica.com.br>');
  });

  it('has only a text part when there is no HTML', async () => {
    // Act
    const raw = await compose({ text: 'Segue o ASO.' });
    // Assess
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Segue o ASO.');
    expect(raw).not.toContain('text/html');
    expect(raw).not.toContain('Content-Disposition: attachment');
  });

  it('has only an HTML part when there is no text', async () => {
    // Act
    const raw = await compose({ html: '<p>Segue o ASO.</p>' });
    // Assess
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('<p>Segue o ASO.</p>');
    expect(raw).not.toContain('text/plain');
  });

  it('attaches the PDF with its type, and a file without a type as plain bytes', async () => {
    // Act
    const raw = await compose({
      text: 'x',
      attachments: [
        { filename: 'ASO.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' },
        { filename: 'Anexo.pdf', content: Buffer.from('bytes') },
      ],
    });
    // Assess
    expect(raw).toMatch(/Content-Type: application\/pdf; name=ASO\.pdf/);
    expect(raw).toMatch(/Content-Type: application\/octet-stream; name=Anexo\.pdf/);
    expect(raw).toContain(Buffer.from('%PDF-1.4').toString('base64'));
  });
});

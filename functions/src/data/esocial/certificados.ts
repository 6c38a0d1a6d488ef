import { vinculoTransmite } from '../../domain/certificado-vinculo';
import { readA1Certificate, type A1Certificate } from '../../esocial/certificate';
import { decryptSecret, encryptSecret } from '../../platform/secrets';
import { certificados, type CertificadoItem } from '../entities/certificado';
import { certificadoVinculos } from '../entities/certificado-vinculo';
import { esocialKeys, getFileText, putFile } from './arquivos';

/*
 * Certificates at rest: the PKCS#12 file is encrypted (platform/secrets.ts) and put in the files bucket, the password
 * encrypted on the record; both only ever opened here, to sign and to open the TLS connection.
 */

const contexto = (tenant: string, id: string, proposito: 'certificado-arquivo' | 'certificado-senha') => ({ tenant, id, proposito });

/** Encrypts and stores a certificate's file and password; answers what the record keeps. */
export async function guardarSegredos(
  tenant: string,
  id: string,
  arquivo: Uint8Array,
  senha: string,
): Promise<{ arquivoKey: string; senhaCifrada: string }> {
  const arquivoKey = esocialKeys.certificado(tenant, id);
  const [arquivoCifrado, senhaCifrada] = await Promise.all([
    encryptSecret(arquivo, contexto(tenant, id, 'certificado-arquivo')),
    encryptSecret(senha, contexto(tenant, id, 'certificado-senha')),
  ]);
  await putFile(arquivoKey, arquivoCifrado, 'application/octet-stream');
  return { arquivoKey, senhaCifrada };
}

/** The stored file of a certificate, decrypted. */
export async function arquivoDoCertificado(certificado: Pick<CertificadoItem, 'tenant' | 'id' | 'arquivoKey'>): Promise<Buffer> {
  return decryptSecret(await getFileText(certificado.arquivoKey), contexto(certificado.tenant, certificado.id, 'certificado-arquivo'));
}

/** Opens a stored certificate with its stored password: the key and certificate that sign and connect. */
export async function abrirCertificado(certificado: CertificadoItem, now: Date = new Date()): Promise<A1Certificate> {
  const [arquivo, senha] = await Promise.all([
    arquivoDoCertificado(certificado),
    decryptSecret(certificado.senhaCifrada, contexto(certificado.tenant, certificado.id, 'certificado-senha')),
  ]);
  return readA1Certificate(arquivo, senha.toString('utf8'), now);
}

/**
 * The certificate that transmits a company's lotes: of those linked to it by an allowed party (the company's own, or
 * linked by the back office: domain/certificado-vinculo.ts), not deleted and valid now, the one that lasts longest.
 * Undefined when there is none.
 */
export async function certificadoDaEmpresa(tenant: string, empresaId: string, now: Date = new Date()): Promise<CertificadoItem | undefined> {
  const { data: links } = await certificadoVinculos().query.byEmpresa({ tenant, empresaId }).go({ pages: 'all' });
  if (links.length === 0) return undefined;
  const { data: found } = await certificados()
    .get(links.map((link) => ({ tenant, id: link.certificadoId })))
    .go();
  const at = now.toISOString();
  const linkOf = new Map(links.map((link) => [link.certificadoId, link]));
  return found
    .filter((certificado) => {
      const link = linkOf.get(certificado.id);
      return link !== undefined && vinculoTransmite(certificado, link);
    })
    .filter((certificado) => !certificado.deletedAt && certificado.validadeInicio <= at && at <= certificado.validade)
    .sort((a, b) => b.validade.localeCompare(a.validade))[0];
}

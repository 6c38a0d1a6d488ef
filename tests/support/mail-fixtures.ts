import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { consultas } from '../../functions/src/data/entities/consulta';
import { empresaEmails } from '../../functions/src/data/entities/empresa-email';
import { uploadPaginas } from '../../functions/src/data/entities/upload-pagina';
import type { LocalCloud } from '../../infra/local/cloud';

/*
 * ASO pages ready to be e-mailed, written through the entities the mail API reads: a consultation, its pages linked
 * as ASO documents (82) in status 79, and each page's PDF in the files bucket. (The upload workers make these from
 * a real upload; the mail tests need only their result.)
 */

export async function pagePdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12, font });
  return pdf.save();
}

export interface AsoForMail {
  readonly idCon: number;
  readonly uploadId: string;
  readonly empresaId: string;
  readonly pages: readonly { pagina: number; key: string; bytes: Uint8Array }[];
}

/** A consultation of `empresaId` with `paginas` ASO pages in upload `uploadId`. */
export async function createAsoForMail(
  cloud: LocalCloud,
  input: { tenant: string; idCon: number; empresaId: string; uploadId: string; paginas?: number; firstPage?: number; funcionarioNome?: string },
): Promise<AsoForMail> {
  const { tenant, idCon, empresaId, uploadId } = input;
  const total = input.paginas ?? 1;
  const first = input.firstPage ?? 1;
  const pageNumbers = Array.from({ length: total }, (_, n) => first + n);
  await consultas()
    .put({
      tenant,
      idCon,
      empresaId,
      empresaNome: `Empresa ${empresaId}`,
      funcionarioId: `fun-${idCon}`,
      funcionarioNome: input.funcionarioNome ?? `Funcionário ${idCon}`,
      funcionarioCpf: '12345678909',
      credenciadaId: 'credenciada-1',
      credenciadaNome: 'Clínica',
      fdtId: 'fdt-1',
      fdtDescricao: 'Matriz',
      funcaoId: 'funcao-1',
      funcaoNome: 'Operador',
      dataAge: '2026-11-01',
      tipoAso: 47,
      tipoStatus: 66,
      dtCad: new Date().toISOString(),
      // The consultation names its linked pages, as the pipeline's link writes them (data/upload-pages.ts).
      paginasVinculadas: pageNumbers.map((pagina) => `${uploadId}#${pagina}`),
    })
    .go();
  const pages = [];
  for (let pagina = first; pagina < first + total; pagina += 1) {
    const key = `arquivos/${tenant}/upload/${uploadId}/${pagina}.pdf`;
    const bytes = await pagePdf(`ASO ${idCon} pagina ${pagina}`);
    await cloud.clients.s3.send(
      new PutObjectCommand({ Bucket: cloud.resources.bucketNames.files, Key: key, Body: bytes, ContentType: 'application/pdf' }),
    );
    await uploadPaginas()
      .put({
        tenant,
        uploadId,
        pagina,
        paginas: first + total - 1,
        idCon,
        empresaId,
        empresaNome: `Empresa ${empresaId}`,
        funcionarioId: `fun-${idCon}`,
        funcionarioNome: input.funcionarioNome ?? `Funcionário ${idCon}`,
        tipoDocumento: 82,
        tipoStatus: 79,
        identificacao: 'qr',
        arquivo: key,
      })
      .go();
    pages.push({ pagina, key, bytes });
  }
  return { idCon, uploadId, empresaId, pages };
}

/** An ASO e-mail contact (sector 197) of a company. */
export async function createAsoContact(tenant: string, empresaId: string, email: string): Promise<void> {
  await empresaEmails().create({ tenant, empresaId, id: `contato-${empresaId}`, tipo: 197, email, ativo: true }).go();
}

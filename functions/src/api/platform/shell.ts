import * as z from 'zod';
import { onlyDigits, tipoParent, type Config, type Env } from '@ocupacional/shared';
import { clientes } from '../../data/entities/cliente';
import { menuBadges } from '../../data/menu-badges';
import { menuFor } from '../../domain/menu';
import { HttpError, notFoundMessage, parseBody, parseQuery, respond, type RouteHandler } from '../../platform';
import { lookupCep } from './cep';
import { cidadesDoEstado, cnaeSubclasses, estados, foldText } from '../../reference';

/* The shell calls (spec 1 §7): config, env, menu, states, cities, CEP, CNAE and the type lists. */

function environment(): Env {
  const producao = process.env.STAGE === 'prod';
  return { ambiente: producao ? 'producao' : 'teste', producao, versao: process.env.APP_VERSION ?? '1.0.0' };
}

export const getEnv: RouteHandler = async () => respond(200, 'OK', environment());

export const getConfig: RouteHandler = async (_event, context) => {
  let cliente: Config['cliente'] = null;
  if (context.route.tenant && context.tenant) {
    const { data } = await clientes().get({ tenant: context.tenant }).go();
    if (data) cliente = { tenant: data.tenant, nome: data.nome, telefone: data.telefone ?? null };
  }
  const { ambiente, versao } = environment();
  const config: Config = { cliente, ambiente, versao };
  return respond(200, 'OK', config);
};

export const getMenu: RouteHandler = async (_event, context) => {
  const session = context.session;
  if (!session) throw new Error('menu without a session');
  const badges = await menuBadges({
    tenant: session.tenant,
    pointType: session.pointType,
    pointId: session.usuario.pointId,
  });
  const menu = menuFor({
    pointType: session.pointType,
    isAdm: session.usuario.isAdm ?? false,
    isSadm: session.usuario.isSadm ?? false,
    acessoModulo: session.usuario.acessoModulo ?? [],
    acessoPermissao: session.usuario.acessoPermissao ?? [],
    pacotes: session.cliente.pacotes ?? [],
  }, badges);
  return respond(200, 'OK', menu);
};

export const getEstados: RouteHandler = async () =>
  respond(
    200,
    'OK',
    estados.map(({ id, uf, nome }) => ({ id, uf, nome })),
  );

const searchQuery = z.object({
  search: z.string().max(100, 'Campo deve conter até 100 caracteres').optional(),
  take: z.coerce.number().int().min(1).max(100).optional(),
});

export const getCidades: RouteHandler = async (event) => {
  const idEstado = Number(event.pathParameters?.id_estado);
  if (!estados.some((estado) => estado.id === idEstado)) throw new HttpError(404, notFoundMessage);
  const { search, take } = parseQuery(event, searchQuery);
  const wanted = foldText(search ?? '');
  const found = cidadesDoEstado(idEstado).filter((cidade) => !wanted || foldText(cidade.nome).includes(wanted));
  return respond(200, 'OK', found.slice(0, take ?? 100));
};

export const getCnae: RouteHandler = async (event) => {
  const { search, take } = parseQuery(event, searchQuery);
  const wanted = foldText(search ?? '');
  const wantedDigits = onlyDigits(search ?? '');
  const found = cnaeSubclasses.filter(
    (cnae) =>
      !wanted ||
      foldText(cnae.descricao).includes(wanted) ||
      (wantedDigits.length > 0 && onlyDigits(cnae.codigo).startsWith(wantedDigits)),
  );
  return respond(200, 'OK', found.slice(0, take ?? 100));
};

export const getCep: RouteHandler = async (event) => {
  const cep = onlyDigits(event.pathParameters?.cep ?? '');
  if (cep.length !== 8) throw new HttpError(400, 'CEP inválido', { fields: { cep: ['CEP inválido'] } });
  const endereco = await lookupCep(cep);
  if (!endereco) throw new HttpError(404, 'CEP não encontrado');
  return respond(200, 'OK', endereco);
};

const tipoParentBody = z.object({
  codigo: z.array(z.coerce.number().int(), { error: 'Campo obrigatório' }).min(1, 'Campo obrigatório'),
  exclude: z.array(z.coerce.number().int()).optional(),
});

export const postTipoParent: RouteHandler = async (event) => {
  const { codigo, exclude } = parseBody(event, tipoParentBody);
  return respond(200, 'OK', tipoParent(codigo, exclude ?? []));
};

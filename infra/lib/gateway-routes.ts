import { routePath, type ApiFunctionId, type ApiRoute } from '@ocupacional/shared';

/*
 * The HTTP API's own routes, fewer than the manifest's. API Gateway only has to hand a request to the right function:
 * every function routes, guards and reads path parameters itself from the manifest (platform/api-handler.ts). An HTTP
 * API holds 300 routes by default and a stack 500 resources, and the manifest passes both as the product grows; so a
 * subtree of paths that belongs to one function wholly becomes two routes ('ANY /a' and 'ANY /a/{proxy+}').
 *
 * Only where no precedence question can arise: below a literal segment that has a placeholder sibling (/empresa/lista
 * next to /empresa/{id}, the web area's /ltcat next to the tenant areas' /{tenant}) the placeholder's subtree matches
 * the same paths, and API Gateway's choice between a greedy route and a less literal exact one is not a rule to lean
 * on; so a subtree collapses only where no such rival subtree holds another function's route. Variables are named by their position
 * (`p3`): an HTTP API refuses two names at one level (/empresa/{id} and /empresa/{empresa}/fdt conflict), and the
 * functions take their path parameters from the manifest, never from API Gateway (createApiHandler drops them).
 */

export interface GatewayRoute {
  /** 'ANY' for a function's whole subtree; the manifest's method for an exact route. */
  readonly method: ApiRoute['method'] | 'ANY';
  readonly path: string;
  readonly fn: ApiFunctionId;
}

type ManifestRoute = Pick<ApiRoute, 'method' | 'path' | 'tenant' | 'fn'>;

interface PathNode {
  readonly children: Map<string, PathNode>;
  /** The routes whose path ends at this node. */
  readonly routes: ManifestRoute[];
}

const placeholder = '{}';
const isPlaceholder = (segment: string) => /^\{\w+\}$/.test(segment);
const newNode = (): PathNode => ({ children: new Map(), routes: [] });

function functionsOf(node: PathNode, into = new Set<ApiFunctionId>()): Set<ApiFunctionId> {
  for (const route of node.routes) into.add(route.fn);
  for (const child of node.children.values()) functionsOf(child, into);
  return into;
}

/**
 * The gateway routes for `routes`: exact where functions share a subtree or a placeholder sibling competes, one
 * greedy pair per subtree of a single function elsewhere.
 *
 * @example gatewayRoutes(apiRoutes).length // well under the manifest's
 */
export function gatewayRoutes(routes: readonly ManifestRoute[]): GatewayRoute[] {
  const root = newNode();
  for (const route of routes) {
    let node = root;
    for (const segment of routePath(route).split('/').slice(1)) {
      const key = isPlaceholder(segment) ? placeholder : segment;
      let child = node.children.get(key);
      if (!child) node.children.set(key, (child = newNode()));
      node = child;
    }
    node.routes.push(route);
  }

  const out: GatewayRoute[] = [];
  // `rivals`: the nodes of other subtrees that match the same paths as `node` (reached through a placeholder beside
  // one of its literal ancestors). A greedy route here is safe only when no rival holds another function's route.
  const visit = (node: PathNode, segments: string[], rivals: PathNode[]): void => {
    const functions = functionsOf(node);
    const [only] = functions;
    const rivalFunctions = new Set(rivals.flatMap((rival) => [...functionsOf(rival)]));
    const unrivalled = [...rivalFunctions].every((fn) => fn === only);
    if (unrivalled && functions.size === 1 && only && segments.length > 0) {
      const path = `/${segments.join('/')}`;
      if (node.routes.length > 0) out.push({ method: 'ANY', path, fn: only });
      if (node.children.size > 0) out.push({ method: 'ANY', path: `${path}/{proxy+}`, fn: only });
      return;
    }
    for (const method of new Set(node.routes.map((route) => route.method))) {
      const route = node.routes.find((candidate) => candidate.method === method) as ManifestRoute;
      out.push({ method, path: `/${segments.join('/')}`, fn: route.fn });
    }
    const sibling = node.children.get(placeholder);
    for (const [key, child] of node.children) {
      const segment = key === placeholder ? `{p${segments.length}}` : key;
      const childRivals = rivals.flatMap((rival) =>
        key === placeholder ? [...rival.children.values()] : [rival.children.get(key), rival.children.get(placeholder)].filter((n) => n !== undefined),
      );
      // A literal beside a placeholder: the placeholder's subtree matches its paths too. (The placeholder's own
      // greedy routes lose to the literal's exact ones under any reading of API Gateway's precedence.)
      if (key !== placeholder && sibling) childRivals.push(sibling);
      visit(child, [...segments, segment], childRivals);
    }
  };
  visit(root, [], []);
  return out;
}

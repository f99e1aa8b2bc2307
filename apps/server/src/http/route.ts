import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '@rekon/contracts';
import type { RouteAccess } from './access';

/** The Fastify instance a route module receives (FastifyPluginAsyncZod). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A handler of `endpoint`: its request and answer typed by the endpoint's schemas. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  E['schema'],
  ZodTypeProvider
>;

/**
 * Registers the route of an entry of the endpoint table (@rekon/contracts, decision 065): the method, the path and
 * the schemas come from the table, so the table is the one place they are written and the OpenAPI document follows
 * from it. The route adds who may call it and what it does.
 */
export function route<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  config: { access: RouteAccess },
  handler: EndpointHandler<E>,
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: endpoint.schema,
    config,
    handler,
  });
}

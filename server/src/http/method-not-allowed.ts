import type { FastifyInstance } from 'fastify';

import type { Endpoint, Method } from '@portal/contracts';

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * A known path asked with a method it does not take answers 405 with the methods it does (Allow),
 * in the API's error shape, rather than 404 or whatever a neighbouring route would make of it.
 * Public: which methods a path takes is in the OpenAPI document already.
 */
export function refuseOtherMethods(app: FastifyInstance, endpoints: readonly Endpoint[]): void {
  const methodsOf = new Map<string, Method[]>();
  for (const { path, method } of endpoints) methodsOf.set(path, [...(methodsOf.get(path) ?? []), method]);
  for (const [path, allowed] of methodsOf) {
    const others = METHODS.filter((method) => !allowed.includes(method));
    if (others.length === 0) continue;
    app.route({
      method: [...others],
      url: path,
      config: { public: true },
      handler: async (_request, reply) =>
        reply
          .status(405)
          .header('allow', allowed.join(', '))
          .send({ message: `${path.slice(1)} takes ${allowed.join(', ')} only`, errors: [] }),
    });
  }
}

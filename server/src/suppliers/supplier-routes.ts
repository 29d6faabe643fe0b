import type { FastifyInstance } from 'fastify';
import {
  IdParamsSchema, RegisterSupplierReplySchema, RegisterSupplierRequestSchema, SupplierSchema, type Supplier,
} from '@portal/contracts';
import type { Database } from '../db/database';
import type { ServerConfig } from '../config';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import type { Mailer } from '../mail/mailer';
import { requireSupplier, requireUser } from '../plugins/auth';
import { registerSupplier } from './supplier-registration';

const supplierColumns = 'supplier_id, supplier_type, profile_data, verification_doc, user_id, verification_status';

export function supplierRoutes(app: FastifyInstance, { db, config, mailer }: { db: Database; config: ServerConfig; mailer: Mailer }) {
  route(app, {
    method: 'POST',
    url: '/suppliers/register',
    summary: 'Register the supplier of the signed-in user (the second half of sign-up); profile_data is validated per supplier_type',
    tags: ['suppliers'],
    body: RegisterSupplierRequestSchema,
    reply: RegisterSupplierReplySchema,
    handler: async ({ body, request, reply }) => {
      requireUser(request, body.user_id);
      const supplierId = await registerSupplier({ db, config, mailer, log: request.log }, {
        userId: body.user_id,
        type: body.supplier_type,
        profile: body.profile_data,
        verificationDoc: body.verification_doc,
      });
      reply.status(201);
      return {
        message: 'Supplier registered successfully!',
        supplier: { supplier_id: supplierId },
        // A token that carries the new supplier, so the portal works at once.
        token: await app.signToken({ userId: body.user_id, supplierId }),
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/suppliers/:id',
    summary: "The signed-in supplier's registration and profile_data",
    tags: ['suppliers'],
    params: IdParamsSchema,
    reply: SupplierSchema,
    handler: async ({ params, request }) => {
      requireSupplier(request, params.id);
      const [supplier] = await db.query<Supplier>(`SELECT ${supplierColumns} FROM suppliers WHERE supplier_id = $1`, [params.id]);
      if (!supplier) throw notFound('Supplier not found');
      return supplier;
    },
  });
}

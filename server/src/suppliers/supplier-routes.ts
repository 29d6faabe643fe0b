import type { FastifyInstance } from 'fastify';
import {
  IdParamsSchema, RegisterSupplierReplySchema, RegisterSupplierRequestSchema, SupplierSchema, type Supplier,
} from '@portal/contracts';
import type { Database } from '../db/database';
import { conflict, notFound } from '../http/errors';
import { route } from '../http/route';
import { requireSupplier, requireUser } from '../plugins/auth';

const supplierColumns = 'supplier_id, supplier_type, profile_data, verification_doc, user_id, verification_status';

export function supplierRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, {
    method: 'POST',
    url: '/suppliers/register',
    summary: 'Register the supplier of the signed-in user (the second half of sign-up)',
    tags: ['suppliers'],
    body: RegisterSupplierRequestSchema,
    reply: RegisterSupplierReplySchema,
    handler: async ({ body, request, reply }) => {
      requireUser(request, body.user_id);
      const [row] = await db.query<{ supplier_id: string }>(
        `INSERT INTO suppliers (user_id, supplier_type, profile_data, verification_doc) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO NOTHING RETURNING supplier_id`,
        [body.user_id, body.supplier_type, body.profile_data, body.verification_doc],
      );
      if (!row) throw conflict('This account already has a supplier registration.');
      reply.status(201);
      return {
        message: 'Supplier registered successfully!',
        supplier: { supplier_id: row.supplier_id },
        // A token that carries the new supplier, so the portal works at once.
        token: app.signToken({ userId: body.user_id, supplierId: row.supplier_id }),
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

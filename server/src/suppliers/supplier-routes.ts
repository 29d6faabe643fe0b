import type { FastifyInstance } from 'fastify';

import { DOCUMENT_FIELDS, PHOTO_FIELDS, type Supplier, SUPPLIER_REFUSALS, supplierEndpoints } from '@portal/contracts';
import { signupEndpoints } from '@portal/contracts/endpoints/signup';

import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { refuse } from '../http/errors';
import { route } from '../http/route';
import type { Mailer } from '../mail/mailer';
import { principalOf, requireSupplier, requireUser } from '../plugins/auth';
import { type FileUrls, fileUrls } from '../uploads/file-urls';
import { storedPhone } from '../users/user-repository';
import { changeBusinessDetails } from './business-details';
import { addDocuments } from './supplier-documents';
import { registerSupplier } from './supplier-registration';
import { findSupplier } from './supplier-repository';

/** The supplier as its owner reads it: documents and photos as links it can open (documents are private), the phone in E.164. */
function forOwner(supplier: Supplier, urls: FileUrls): Supplier {
  const profile = { ...supplier.profile_data };
  if (typeof profile.phone_number === 'string') profile.phone_number = storedPhone(profile.phone_number);
  for (const field of [...DOCUMENT_FIELDS[supplier.supplier_type], ...PHOTO_FIELDS[supplier.supplier_type]]) {
    const value = profile[field];
    if (Array.isArray(value)) profile[field] = (value as unknown[]).map((url) => (typeof url === 'string' ? urls.signed(url) : url));
  }
  return { ...supplier, profile_data: profile, verification_doc: supplier.verification_doc.map((url) => urls.signed(url)) };
}

export function supplierRoutes(app: FastifyInstance, { db, config, mailer }: { db: Database; config: ServerConfig; mailer: Mailer }) {
  const urls = fileUrls(config);
  const readSupplier = async (supplierId: string) => {
    const supplier = await findSupplier(db, supplierId);
    if (!supplier) throw refuse(SUPPLIER_REFUSALS.supplierNotFound);
    return forOwner(supplier, urls);
  };
  route(app, signupEndpoints.registerSupplier, {
    handler: async ({ body, request }) => {
      requireUser(request, body.user_id);
      const supplierId = await registerSupplier(
        { db, config, mailer, log: request.log },
        {
          userId: body.user_id,
          type: body.supplier_type,
          profile: body.profile_data,
          verificationDoc: body.verification_doc,
          termsVersion: body.accepted_terms_version,
        },
      );
      return {
        message: 'Supplier registered successfully!',
        supplier: { supplier_id: supplierId },
        // A token that carries the new supplier, so the portal works at once.
        token: await app.signToken({ userId: body.user_id, supplierId, sessionId: principalOf(request).sessionId }),
      };
    },
  });

  route(app, supplierEndpoints.getSupplier, {
    handler: async ({ params, request }) => {
      requireSupplier(request, params.id);
      return readSupplier(params.id);
    },
  });

  route(app, supplierEndpoints.updateBusinessDetails, {
    handler: async ({ params, body, request }) => {
      const supplierId = requireSupplier(request, params.id);
      await changeBusinessDetails(db, supplierId, body.profile_data);
      return readSupplier(supplierId);
    },
  });

  route(app, supplierEndpoints.addDocuments, {
    handler: async ({ params, body, request }) => {
      const supplierId = requireSupplier(request, params.id);
      await addDocuments({ db, config }, { supplierId, userId: principalOf(request).userId }, body);
      return readSupplier(supplierId);
    },
  });
}

import { AVAILABILITY_ERRORS, AVAILABILITY_REFUSALS, type Resource, type ResourceRequest } from '@portal/contracts';

import type { Database, Queryable } from '../db/database';
import { refuse, refusedAs } from '../http/errors';
import { karachiDate } from '../pakistan-time';
import { syncResourceUnits } from './usage-sync';

type ResourceRow = Omit<Resource, 'created_at' | 'updated_at'> & { created_at: Date | string; updated_at: Date | string };

const SELECT = `
  SELECT p.resource_id, p.name, p.units, p.created_at, p.updated_at,
         COALESCE(json_agg(json_build_object('listing_id', l.listing_id, 'title', l.title, 'listing_type', l.listing_type,
                    'units', lr.units, 'people_per_unit', lr.people_per_unit) ORDER BY l.title) FILTER (WHERE l.listing_id IS NOT NULL), '[]') AS listings
    FROM resource_pools p LEFT JOIN listing_resources lr USING (resource_id) LEFT JOIN listings l ON l.listing_id = lr.listing_id`;

const toResource = ({ created_at, updated_at, ...row }: ResourceRow): Resource => ({
  ...row,
  created_at: new Date(created_at).toISOString(),
  updated_at: new Date(updated_at).toISOString(),
});

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

/** Runs a write that may reuse a name the supplier has given another resource: 409 then. */
async function named<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusedAs(AVAILABILITY_REFUSALS.resourceNameTaken, AVAILABILITY_ERRORS.resourceNameTaken(name));
    throw error;
  }
}

/** A supplier's shared resources (resource_pools): each read and change is scoped to the supplier. */
export function resourceService({ db }: { db: Database }) {
  async function find(q: Queryable, supplierId: string, resourceId: string): Promise<Resource> {
    const [row] = await q.query<ResourceRow>(`${SELECT} WHERE p.supplier_id = $1 AND p.resource_id = $2 GROUP BY p.resource_id`, [
      supplierId,
      resourceId,
    ]);
    if (!row) throw refuse(AVAILABILITY_REFUSALS.resourceNotFound);
    return toResource(row);
  }

  return {
    async list(supplierId: string): Promise<Resource[]> {
      const rows = await db.query<ResourceRow>(
        `${SELECT} WHERE p.supplier_id = $1 GROUP BY p.resource_id ORDER BY lower(p.name), p.resource_id`,
        [supplierId],
      );
      return rows.map(toResource);
    },

    get: (supplierId: string, resourceId: string) => find(db, supplierId, resourceId),

    async create(supplierId: string, request: ResourceRequest): Promise<Resource> {
      const [row] = await named(request.name, () =>
        db.query<{ resource_id: string }>(
          'INSERT INTO resource_pools (supplier_id, name, units) VALUES ($1, $2, $3) RETURNING resource_id',
          [supplierId, request.name, request.units],
        ),
      );
      return find(db, supplierId, row!.resource_id);
    },

    /** Renames or resizes; fewer units than bookings take on some day from today on answers 409 with that day. */
    async update(supplierId: string, resourceId: string, request: ResourceRequest, now = new Date()): Promise<Resource> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.query<{ resource_id: string }>(
          'SELECT resource_id FROM resource_pools WHERE supplier_id = $1 AND resource_id = $2 FOR UPDATE',
          [supplierId, resourceId],
        );
        if (!locked) throw refuse(AVAILABILITY_REFUSALS.resourceNotFound);
        await syncResourceUnits(tx, { resource_id: resourceId, name: request.name }, request.units, karachiDate(now));
        await named(request.name, () =>
          tx.query('UPDATE resource_pools SET name = $2, units = $3, updated_at = now() WHERE resource_id = $1', [
            resourceId,
            request.name,
            request.units,
          ]),
        );
        return find(tx, supplierId, resourceId);
      });
    },

    /** Deletes a resource no listing draws on; one in use answers 409 naming the listings. */
    async remove(supplierId: string, resourceId: string): Promise<void> {
      await db.transaction(async (tx) => {
        // Locked first: a listing linked meanwhile (which holds the row FOR KEY SHARE) is waited for, then seen.
        await tx.query('SELECT 1 FROM resource_pools WHERE resource_id = $1 AND supplier_id = $2 FOR UPDATE', [resourceId, supplierId]);
        const resource = await find(tx, supplierId, resourceId);
        if (resource.listings.length > 0)
          throw refusedAs(
            AVAILABILITY_REFUSALS.resourceInUse,
            AVAILABILITY_ERRORS.resourceInUse(
              resource.name,
              resource.listings.map((l) => l.title),
            ),
          );
        await tx.query('DELETE FROM resource_pools WHERE resource_id = $1', [resourceId]);
      });
    },
  };
}

import { mutationOptions, queryOptions } from '@tanstack/react-query';

import {
  availabilityEndpoints,
  type AvailabilityExceptionInput,
  type AvailabilityRulesInput,
  type BulkAvailabilityInput,
  resourceEndpoints,
  type ResourceInput,
} from '@portal/contracts';

import { call } from './client';

/** GET listings/{id}/availability: each day from `from` to `to` (YYYY-MM-DD, at most 366 days) with its slots. */
export const getAvailability = (listingId: string, from: string, to: string) =>
  call(availabilityEndpoints.getAvailability, { params: { id: listingId }, query: { from, to } });

/** GET listings/{id}/availability/rules: schedules, booking window, resources and the changes of dates ahead. */
export const getAvailabilityRules = (listingId: string) => call(availabilityEndpoints.getAvailabilityRules, { params: { id: listingId } });

/** PUT listings/{id}/availability/rules: the whole set again; 409 when a slot would hold less than is booked. */
export const putAvailabilityRules = (listingId: string, rules: AvailabilityRulesInput) =>
  call(availabilityEndpoints.putAvailabilityRules, { params: { id: listingId }, body: rules });

/** POST listings/{id}/availability/exceptions: close, change the capacity of, or reopen some dates. */
export const addAvailabilityException = (listingId: string, change: AvailabilityExceptionInput) =>
  call(availabilityEndpoints.addAvailabilityException, { params: { id: listingId }, body: change });

/** DELETE listings/{id}/availability/exceptions/{exceptionId}: the dates follow the schedule again. */
export const deleteAvailabilityException = (listingId: string, exceptionId: string) =>
  call(availabilityEndpoints.deleteAvailabilityException, { params: { id: listingId, exceptionId } });

/** POST availability/bulk: one change to several listings at once, or to none. */
export const applyBulkAvailability = (change: BulkAvailabilityInput) => call(availabilityEndpoints.applyBulkAvailability, { body: change });

/** GET resources: the supplier's shared resources with the listings that draw on each. */
export const listResources = () => call(resourceEndpoints.listResources);

export const getResource = (resourceId: string) => call(resourceEndpoints.getResource, { params: { id: resourceId } });

/** POST resources; 409 when the supplier already has one of that name. */
export const createResource = (resource: ResourceInput) => call(resourceEndpoints.createResource, { body: resource });

/** PUT resources/{id}; 409 when bookings take more units on a day ahead. */
export const updateResource = (resourceId: string, resource: ResourceInput) =>
  call(resourceEndpoints.updateResource, { params: { id: resourceId }, body: resource });

/** DELETE resources/{id}; 409 naming the listings while any draws on it. */
export const deleteResource = (resourceId: string) => call(resourceEndpoints.deleteResource, { params: { id: resourceId } });

/** Keys under 'availability' (a listing's calendars and rules) and 'resources'. */
export const availabilityQueries = {
  all: ['availability'] as const,
  listing: (listingId: string) => [...availabilityQueries.all, listingId] as const,
  calendar: (listingId: string, from: string, to: string) =>
    queryOptions({
      queryKey: [...availabilityQueries.listing(listingId), 'calendar', { from, to }],
      queryFn: () => getAvailability(listingId, from, to),
    }),
  rules: (listingId: string) =>
    queryOptions({ queryKey: [...availabilityQueries.listing(listingId), 'rules'], queryFn: () => getAvailabilityRules(listingId) }),
};

export const resourceQueries = {
  all: ['resources'] as const,
  list: () => queryOptions({ queryKey: [...resourceQueries.all, 'list'], queryFn: listResources }),
  detail: (resourceId: string) =>
    queryOptions({ queryKey: [...resourceQueries.all, 'detail', resourceId], queryFn: () => getResource(resourceId) }),
};

/**
 * Every change of availability makes the calendars and rules stale (a change of one listing's
 * rules can move a resource another listing shares); changes of rules and resources also the
 * resources, which name the listings drawing on them.
 */
export const availabilityMutations = {
  putRules: () =>
    mutationOptions({
      mutationFn: ({ listingId, rules }: { listingId: string; rules: AvailabilityRulesInput }) => putAvailabilityRules(listingId, rules),
      meta: { invalidates: [availabilityQueries.all, resourceQueries.all] },
      onSuccess: (rules, _variables, _result, { client }) =>
        client.setQueryData(availabilityQueries.rules(rules.listing_id).queryKey, rules),
    }),
  addException: () =>
    mutationOptions({
      mutationFn: ({ listingId, change }: { listingId: string; change: AvailabilityExceptionInput }) =>
        addAvailabilityException(listingId, change),
      meta: { invalidates: [availabilityQueries.all] },
    }),
  deleteException: () =>
    mutationOptions({
      mutationFn: ({ listingId, exceptionId }: { listingId: string; exceptionId: string }) =>
        deleteAvailabilityException(listingId, exceptionId),
      meta: { invalidates: [availabilityQueries.all] },
    }),
  bulk: () => mutationOptions({ mutationFn: applyBulkAvailability, meta: { invalidates: [availabilityQueries.all] } }),
};

export const resourceMutations = {
  create: () => mutationOptions({ mutationFn: createResource, meta: { invalidates: [resourceQueries.all] } }),
  update: () =>
    mutationOptions({
      mutationFn: ({ resourceId, resource }: { resourceId: string; resource: ResourceInput }) => updateResource(resourceId, resource),
      meta: { invalidates: [resourceQueries.all, availabilityQueries.all] },
      onSuccess: (resource, _variables, _result, { client }) =>
        client.setQueryData(resourceQueries.detail(resource.resource_id).queryKey, resource),
    }),
  remove: () => mutationOptions({ mutationFn: deleteResource, meta: { invalidates: [resourceQueries.all, availabilityQueries.all] } }),
};

import * as v from 'valibot';
import {
  AvailabilityCalendarSchema, AvailabilityExceptionReplySchema, AvailabilityExceptionRequestSchema, AvailabilityQuerySchema,
  AvailabilityRulesRequestSchema, AvailabilityRulesSchema, BulkAvailabilityReplySchema, BulkAvailabilityRequestSchema, ExceptionParamsSchema,
  ResourceRequestSchema, ResourceSchema,
} from '../availability';
import { IdParamsSchema, MessageReplySchema } from '../common';
import { defineEndpoint } from './define';

const tags = ['availability'];

/** A listing's calendar, schedules and changes of dates, and the supplier's shared resources. */
export const availabilityEndpoints = {
  getAvailability: defineEndpoint({
    method: 'GET', path: '/listings/:id/availability', tags, access: 'supplier', permission: 'listings.read', params: IdParamsSchema, query: AvailabilityQuerySchema, reply: AvailabilityCalendarSchema,
    summary: 'Each day from `from` to `to` (at most 366, Pakistan time) with its slots: capacity, booked, remaining, and why it does not sell',
  }),
  getAvailabilityRules: defineEndpoint({
    method: 'GET', path: '/listings/:id/availability/rules', tags, access: 'supplier', permission: 'listings.read', params: IdParamsSchema, reply: AvailabilityRulesSchema,
    summary: "The listing's schedules, booking window, shared resources and changes of dates from today on",
  }),
  putAvailabilityRules: defineEndpoint({
    method: 'PUT', path: '/listings/:id/availability/rules', tags, access: 'supplier', permission: 'availability.write', params: IdParamsSchema, body: AvailabilityRulesRequestSchema, reply: AvailabilityRulesSchema,
    summary: 'Replaces the schedules, booking window and shared resources; 409 when a slot would hold less than is booked', answers: [409],
  }),
  addAvailabilityException: defineEndpoint({
    method: 'POST', path: '/listings/:id/availability/exceptions', tags, access: 'supplier', permission: 'availability.write', params: IdParamsSchema, body: AvailabilityExceptionRequestSchema,
    reply: AvailabilityExceptionReplySchema, success: 201, answers: [409],
    summary: 'Closes some dates (with a note), gives them another capacity, or reopens them; 409 below what is booked',
  }),
  deleteAvailabilityException: defineEndpoint({
    method: 'DELETE', path: '/listings/:id/availability/exceptions/:exceptionId', tags, access: 'supplier', permission: 'availability.write', params: ExceptionParamsSchema,
    reply: AvailabilityExceptionReplySchema, answers: [409],
    summary: 'Removes a change of dates: they follow the schedule again (409 if that leaves less than is booked)',
  }),
  applyBulkAvailability: defineEndpoint({
    method: 'POST', path: '/availability/bulk', tags, access: 'supplier', permission: 'availability.write', body: BulkAvailabilityRequestSchema, reply: BulkAvailabilityReplySchema,
    summary: "One closure, capacity or reopening applied to several of the supplier's listings at once: all or none", answers: [404, 409],
  }),
};

/** The supplier's shared resources (spec/listings.md: jeeps, guides, rooms shared by listings). */
export const resourceEndpoints = {
  listResources: defineEndpoint({
    method: 'GET', path: '/resources', tags, access: 'supplier', permission: 'listings.read', reply: v.array(ResourceSchema),
    summary: "The supplier's shared resources, with the listings that draw on each",
  }),
  createResource: defineEndpoint({
    method: 'POST', path: '/resources', tags, access: 'supplier', permission: 'availability.write', body: ResourceRequestSchema, reply: ResourceSchema, success: 201, answers: [409],
    summary: 'Names a shared resource and its units; 409 when the supplier has one of that name',
  }),
  getResource: defineEndpoint({
    method: 'GET', path: '/resources/:id', tags, access: 'supplier', permission: 'listings.read', params: IdParamsSchema, reply: ResourceSchema,
    summary: 'One shared resource with the listings that draw on it',
  }),
  updateResource: defineEndpoint({
    method: 'PUT', path: '/resources/:id', tags, access: 'supplier', permission: 'availability.write', params: IdParamsSchema, body: ResourceRequestSchema, reply: ResourceSchema, answers: [409],
    summary: 'Renames or resizes a shared resource; 409 when bookings take more units on a day from today on',
  }),
  deleteResource: defineEndpoint({
    method: 'DELETE', path: '/resources/:id', tags, access: 'supplier', permission: 'availability.write', params: IdParamsSchema, reply: MessageReplySchema, answers: [409],
    summary: 'Deletes a shared resource; 409 naming the listings while any draws on it',
  }),
};

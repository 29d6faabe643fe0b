import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type * as v from 'valibot';
import {
  TOTAL_COUNT_HEADER, type AvailabilityCalendar, type AvailabilityExceptionReply, type AvailabilityRules, type Booking, type BulkAvailabilityReply, type ChangePasswordReply, type ChatItem, type Listing, type DashboardReply, type LoginReply, type MarkReadReplySchema, type Message, type OpenTicketReplySchema,
  type ResendVerificationReply,
  type Payout, type PayoutStatement, type RegisterSupplierReplySchema, type RegisterUserReply, type Review, type ReviewSummary, type SendMessageReply, type Supplier,
  type ListingType, type Resource, type SearchReply, type SupportTicket, type SupportTicketDetail, type UploadReply, type User,
} from '@portal/contracts';
import type { AffectedBooking, CancelDeparturesReply, ListingEditLog, ListingRow } from '@portal/contracts';
import { ApiFailure, Calls, NETWORK_ERROR, type Call, type Outcome, type Reply } from './replies';
import { apiUrl, server } from './server';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface ListPage<T> {
  rows: T[];
  total: number;
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) return request.json() as Promise<unknown>;
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? null : text;
}

const isFailure = (outcome: unknown): outcome is ApiFailure | typeof NETWORK_ERROR => outcome instanceof ApiFailure || outcome === NETWORK_ERROR;

function failureResponse(outcome: ApiFailure | typeof NETWORK_ERROR): Response {
  if (outcome === NETWORK_ERROR) return HttpResponse.error();
  return HttpResponse.json({ message: outcome.message, ...(outcome.errors ? { errors: outcome.errors } : {}) }, { status: outcome.status });
}

/**
 * An endpoint's handler maker: answers `reply` to every request and records them. `literals` are
 * values of the path's parameter that are other endpoints (support/my-tickets is not a ticket id):
 * those requests pass on to the handler of that endpoint.
 */
function endpoint<T>(method: Method, path: string, respond: (value: T) => Response, literals: readonly string[] = []) {
  return (reply: Reply<T>): Calls => {
    const calls = new Calls();
    const resolver: HttpResponseResolver = async ({ request, params }) => {
      if (Object.values(params).some((value) => literals.includes(String(value)))) return undefined;
      const url = new URL(request.url);
      const call: Call = {
        url,
        params: params as Record<string, string>,
        query: Object.fromEntries(url.searchParams),
        body: await bodyOf(request.clone()),
        headers: request.headers,
      };
      calls.all.push(call);
      const outcome: Outcome<T> = typeof reply === 'function' ? await (reply as (call: Call) => Outcome<T> | Promise<Outcome<T>>)(call) : reply;
      return isFailure(outcome) ? failureResponse(outcome) : respond(outcome);
    };
    server.use(http[method](apiUrl(path), resolver));
    return calls;
  };
}

const json = <T>(method: Method, path: string, literals?: readonly string[]) =>
  endpoint<T>(method, path, (value) => HttpResponse.json(value as object), literals);
/** A list endpoint: a JSON array body and the total in X-Total-Count. */
const list = <T>(method: Method, path: string) =>
  endpoint<ListPage<T>>(method, path, ({ rows, total }) => HttpResponse.json(rows as object[], { headers: { [TOTAL_COUNT_HEADER]: String(total) } }));
const file = (method: Method, path: string) => endpoint<string>(method, path, (text) => new HttpResponse(text, { headers: { 'Content-Type': 'text/csv' } }));

/**
 * One handler maker per endpoint of @portal/api, named like its function there: a test says what
 * the server answers and reads what it was asked, e.g.
 * `const calls = mockApi.listBookings({ rows: [booking()], total: 23 }); ... calls.last().query`.
 * Registered for the current test only (the handlers are reset after each).
 */
export const mockApi = {
  login: json<LoginReply>('post', 'users/login'),
  registerUser: json<RegisterUserReply>('post', 'users/register'),
  registerSupplier: json<v.InferOutput<typeof RegisterSupplierReplySchema>>('post', 'suppliers/register'),
  checkEmail: json<{ available: boolean }>('post', 'users/email-check'),
  requestPasswordReset: json<{ message: string }>('post', 'users/password-reset'),
  confirmPasswordReset: json<{ message: string }>('post', 'users/password-reset/confirm'),
  getUser: json<User>('get', 'users/:userId'),
  changePassword: json<ChangePasswordReply>('put', 'users/:userId'),
  updateBankAccount: json<User>('put', 'users/bank/:userId'),
  updateProfileImage: json<User>('put', 'users/profile-image/:userId'),
  updateTelephone: json<User>('put', 'users/telephone/:userId'),
  resendVerificationEmail: json<ResendVerificationReply>('post', 'users/verification-email/:userId'),
  getSupplier: json<Supplier>('get', 'suppliers/:supplierId'),
  addDocuments: json<Supplier>('post', 'suppliers/:supplierId/documents'),
  updateBusinessDetails: json<Supplier>('put', 'suppliers/:supplierId/profile'),
  getDashboard: json<DashboardReply>('get', 'suppliers/:supplierId/dashboard'),
  uploadFiles: json<UploadReply>('post', 'uploads'),
  listBookings: list<Booking>('get', 'bookings/customer'),
  downloadBookingsCsv: file('get', 'bookings/customer.csv'),
  getBooking: json<Booking>('get', 'bookings/:bookingId', ['customer', 'customer.csv', 'listing-types']),
  getListingTypes: json<ListingType[]>('get', 'bookings/listing-types'),
  cancelBooking: json<Booking>('patch', 'bookings/:bookingId/cancel'),
  confirmBooking: json<Booking>('patch', 'bookings/:bookingId/confirm'),
  declineBooking: json<Booking>('patch', 'bookings/:bookingId/decline'),
  rescheduleBooking: json<Booking>('patch', 'bookings/:bookingId/reschedule'),
  listDepartureBookings: json<AffectedBooking[]>('get', 'departures/bookings'),
  cancelDepartures: json<CancelDeparturesReply>('post', 'departures/cancel'),
  listPayouts: list<Payout>('get', 'payouts/supplier'),
  downloadPayoutsCsv: file('get', 'payouts/supplier.csv'),
  getPayoutStatement: json<PayoutStatement>('get', 'payouts/supplier/:payoutId/statement'),
  downloadMonthlyStatementPdf: file('get', 'payouts/supplier/statement.pdf'),
  downloadMonthlyStatementCsv: file('get', 'payouts/supplier/statement.csv'),
  listMyListings: list<ListingRow>('get', 'listings/my-listings'),
  downloadListingsCsv: file('get', 'listings/my-listings.csv'),
  /** PUT listings/{id} with {status: 'rejected'}: the handler of updateListing answers it too, so a test registers one of the two. */
  deactivateListing: json<Listing>('put', 'listings/:listingId'),
  deleteListing: json<{ message: string }>('delete', 'listings/:listingId'),
  duplicateListing: json<Listing>('post', 'listings/:listingId/duplicate'),
  listEditLogs: json<ListingEditLog[]>('get', 'listings-edit-logs/listing/:listingId'),
  listReviews: list<Review>('get', 'reviews/supplier/:supplierId'),
  getReviewSummary: json<ReviewSummary>('get', 'reviews/supplier/:supplierId/summary'),
  replyToReview: json<Review>('post', 'reviews/:reviewId/reply'),
  listChats: json<ChatItem[]>('get', 'chatting/user/:userId'),
  listMessages: json<Message[]>('get', 'messages/booking/:bookingId'),
  markMessagesRead: json<v.InferOutput<typeof MarkReadReplySchema>>('patch', 'messages/booking/:bookingId/read'),
  sendMessage: json<SendMessageReply>('post', 'chatting'),
  listTickets: list<SupportTicket>('get', 'support/my-tickets'),
  getTicket: json<SupportTicketDetail>('get', 'support/:ticketId', ['my-tickets']),
  openTicket: json<v.InferOutput<typeof OpenTicketReplySchema>>('post', 'support'),
  updateTicket: json<SupportTicketDetail>('patch', 'support/:ticketId'),
  getAvailability: json<AvailabilityCalendar>('get', 'listings/:listingId/availability'),
  getAvailabilityRules: json<AvailabilityRules>('get', 'listings/:listingId/availability/rules'),
  putAvailabilityRules: json<AvailabilityRules>('put', 'listings/:listingId/availability/rules'),
  addAvailabilityException: json<AvailabilityExceptionReply>('post', 'listings/:listingId/availability/exceptions'),
  deleteAvailabilityException: json<AvailabilityExceptionReply>('delete', 'listings/:listingId/availability/exceptions/:exceptionId'),
  applyBulkAvailability: json<BulkAvailabilityReply>('post', 'availability/bulk'),
  listResources: json<Resource[]>('get', 'resources'),
  getResource: json<Resource>('get', 'resources/:resourceId'),
  createResource: json<Resource>('post', 'resources'),
  updateResource: json<Resource>('put', 'resources/:resourceId'),
  deleteResource: json<{ message: string }>('delete', 'resources/:resourceId'),
  getListing: json<Listing>('get', 'listings/:listingId', ['my-listings', 'my-listings.csv']),
  createListing: json<Listing>('post', 'listings'),
  updateListing: json<Listing>('put', 'listings/:listingId'),
  patchListing: json<Listing>('patch', 'listings/:listingId'),
  search: json<SearchReply>('get', 'search'),
};

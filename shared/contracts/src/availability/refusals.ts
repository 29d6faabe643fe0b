import { conflictRefusal as conflict, invalidFields, RECHECKED_FIELDS_REFUSAL } from '../endpoints/define';
import { LISTING_ERRORS } from '../listings/requests';
import { AVAILABILITY_ERRORS } from './messages';

/**
 * The availability handlers' refusals beyond their schemas (they need the stored listing, its
 * bookings and the business's resources). A `{name}` stands for a value (the slot's date and time,
 * a count with its noun, a listing's title).
 */
export const AVAILABILITY_REFUSALS = {
  listingNotFound: { status: 404, message: LISTING_ERRORS.notFound },
  exceptionNotFound: { status: 404, message: AVAILABILITY_ERRORS.exceptionNotFound },
  resourceNotFound: { status: 404, message: AVAILABILITY_ERRORS.resourceNotFound },
  /** The rules or change as sent, checked with the schema of the listing's type: that schema's messages. */
  invalidForType: RECHECKED_FIELDS_REFUSAL,
  unknownResource: invalidFields({ field: 'resources.{index}.resource_id', message: AVAILABILITY_ERRORS.unknownResource }),
  changeNotAllowed: invalidFields(
    { field: '{field}', message: AVAILABILITY_ERRORS.pastDate },
    { field: '{field}', message: AVAILABILITY_ERRORS.wholeDayStartTime },
  ),
  capacityBelowBooked: conflict(
    '{booked} already booked on {when}: the capacity cannot go below {count}. Close the date instead to stop new bookings.{more}',
  ),
  unitsBelowUsed: conflict('{used} of {resource} {are} already taken on {date}: the units cannot go below {count}.'),
  resourceNameTaken: conflict("You already have a resource named '{name}'."),
  resourceInUse: conflict('{name} is used by {titles}. Remove it from their availability first.'),
  /** A change of the resources a listing draws on that its bookings would not fit. */
  bookingsNeedMore: conflict('The bookings {title} already has need more than is left. {why}'),
} as const;

/**
 * Why the listing's availability refuses a booking, or a move of one (409): the slot, the listing's
 * state, its schedule and closures, its booking window, the room and resources left.
 */
export const BOOKING_REFUSALS = {
  past: conflict('{slot} is in the past.'),
  started: conflict('{slot} has already started.'),
  deactivated: conflict('{title} is deactivated: it takes no bookings.'),
  underReview: conflict('{title} is under review: it takes bookings once approved.'),
  notApproved: conflict('{title} was not approved: it takes bookings once it is edited and approved.'),
  outsideSchedule: conflict('{title} does not run {when}: it is not on its schedule.'),
  closedWithNote: conflict('{title} is closed {when}: {note}.'),
  closed: conflict('{title} is closed {when}.'),
  tooSoon: conflict('{date} is too soon: {title} needs {days} notice.'),
  tooFarAhead: conflict('{date} is too far ahead: {title} sells at most {days} ahead.'),
  cutOffSlot: conflict('{slot} stopped selling at {at} (cut-off {hours} before it starts).'),
  cutOffDay: conflict('{slot} stopped selling at {at} (cut-off {hours} before the day ends).'),
  resourceShort: conflict('Not enough {resource} {when}: {remaining} left.'),
  noRoom: conflict('No room {when}: {left} left, {asked} asked for.'),
  noSuchSlotTimes: conflict('{title} has no {time} slot on {date}; its start times that day: {times}.'),
  noSuchSlot: conflict('{title} has no {time} slot on {date}.'),
  resourceShortOnDate: conflict('Not enough {resource} on {date}: {left} left, {units} needed.'),
  noSchedule: conflict('{title} has no availability schedule yet: set one in Manage Availability.'),
} as const;

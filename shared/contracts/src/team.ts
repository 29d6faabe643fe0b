import * as v from 'valibot';

/** A member's role in one business; the sign-up owner of every supplier is its Owner. */
export const ROLES = ['owner', 'manager', 'finance', 'operations', 'guide'] as const;
export type Role = (typeof ROLES)[number];
export const RoleSchema = v.picklist(ROLES, 'Unknown role.');

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  manager: 'Manager',
  finance: 'Finance',
  operations: 'Operations',
  guide: 'Guide',
};

/**
 * What a member may do, each with the words a refusal uses ("You do not have permission to ...").
 * The server checks these on every route; the navigation and screens hide what a role lacks.
 */
export const PERMISSIONS = {
  'dashboard.read': 'see the dashboard',
  'listings.read': 'see listings',
  'listings.write': 'create or change listings',
  'availability.write': 'change availability',
  'bookings.read': 'see all bookings',
  'bookings.read-assigned': 'see the bookings assigned to you',
  'bookings.decide': 'confirm, decline, cancel or move bookings',
  'bookings.assign': 'assign bookings to guides',
  'bookings.export': 'download bookings',
  'bookings.check-in': 'check customers in',
  'departures.read': 'see departure lists',
  'inbox.read': 'read all conversations',
  'inbox.read-assigned': "read your customers' conversations",
  'inbox.write': 'send messages',
  'support.use': 'use support',
  'reviews.read': 'see reviews',
  'reviews.reply': 'reply to reviews',
  'payouts.read': 'see payouts',
  'bank.manage': 'see or change bank details',
  'business.manage': 'change the business details',
  'team.manage': 'manage the team',
  'activity.read': 'see the activity log',
  'account.close': 'close the account',
} as const;
export type Permission = keyof typeof PERMISSIONS;

const EVERYTHING = Object.keys(PERMISSIONS) as Permission[];
const OWNER_ONLY: readonly Permission[] = ['team.manage', 'bank.manage', 'account.close'];
// A guide reads, and writes to, only the bookings assigned to them and those bookings' conversations:
// the server narrows every booking and conversation route to them for a role without
// 'bookings.read' / 'inbox.read' (assignedOnly in server/src/plugins/auth.ts). No bookings.decide.
// Checking a customer in needs the code the customer shows, so a guide on the trip may do it for any booking.
const GUIDE: readonly Permission[] = [
  'bookings.read-assigned',
  'inbox.read-assigned',
  'inbox.write',
  'departures.read',
  'bookings.check-in',
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: EVERYTHING,
  manager: EVERYTHING.filter((permission) => !OWNER_ONLY.includes(permission)),
  finance: ['dashboard.read', 'payouts.read', 'bank.manage', 'bookings.read', 'bookings.export'],
  operations: [
    'dashboard.read',
    'listings.read',
    'listings.write',
    'availability.write',
    'bookings.read',
    'bookings.decide',
    'bookings.assign',
    'bookings.export',
    'bookings.check-in',
    'departures.read',
    'inbox.read',
    'inbox.write',
    'support.use',
    'reviews.read',
    'reviews.reply',
  ],
  guide: GUIDE,
};

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission);
}

/** One permission, or any of several (everyone's bookings, or a guide's own): what a route, screen or entry needs. */
export type PermissionNeed = Permission | readonly Permission[];

/** Reading bookings: all the business's, or a guide's assigned ones (the server narrows those). */
export const READ_BOOKINGS = ['bookings.read', 'bookings.read-assigned'] as const satisfies readonly Permission[];
/** Reading conversations: all the business's, or those of a guide's assigned bookings. */
export const READ_INBOX = ['inbox.read', 'inbox.read-assigned'] as const satisfies readonly Permission[];

export function canAny(role: Role | null | undefined, need: PermissionNeed): boolean {
  return typeof need === 'string' ? can(role, need) : need.some((permission) => can(role, permission));
}

/** The refusal a member meets on the server and on a screen their role does not reach. */
export function permissionRefusal(permission: Permission): string {
  return `You do not have permission to ${PERMISSIONS[permission]}.`;
}

export const NO_ACCESS_MESSAGE = 'You do not have access to this page';

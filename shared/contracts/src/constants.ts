/** Business constants of spec/portal.md section 9 that more than one package reads. */

export const API_VERSION = 'v1';
export const API_PREFIX = `/api/${API_VERSION}`;

/** Browser storage keys of the session (spec section 3 and 9). */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'user_id',
  supplierId: 'supplier_id',
  registrationComplete: 'registration_complete',
  role: 'role',
} as const;

export const LAYOUT = { railWidth: 95, drawerWidth: 250, inboxBreakpoint: 768 } as const;

export const TOAST = {
  maxVisible: 3,
  durationMs: 4000,
  widthPx: 356,
  gapPx: 14,
  swipeThresholdPx: 45,
  removeDelayMs: 200,
  hotkey: 'Alt+T',
  position: { vertical: 'bottom', horizontal: 'right' },
} as const;

export const DEMO_SUPPLIER = { email: 'demo@supplier.test', password: 'demo1234' } as const;

/** Which remote owns which routes (spec section 2 route table); the host mounts them from this. */
export const REMOTE_NAMES = ['account', 'messaging', 'support', 'bookings', 'listings', 'signup'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The marketplace works in Pakistan time: dashboard months, upcoming trips, dates on screen. */
export const MARKETPLACE_TIME_ZONE = 'Asia/Karachi';

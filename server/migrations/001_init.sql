-- Every entity of spec/portal.md and spec/listings.md. Ids are UUIDs; amounts are whole rupees.

CREATE TABLE users (
  user_id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  full_name        text NOT NULL,
  email            text NOT NULL UNIQUE,
  phone_number     text,
  telephone_number text,
  password_hash    text NOT NULL,
  role             text NOT NULL DEFAULT 'supplier' CHECK (role IN ('supplier', 'customer', 'admin')),
  bank_account     jsonb,
  profile_photo    text,
  country          text,
  city             text,
  emergency_contact text,
  email_verified_at timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE suppliers (
  supplier_id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id             uuid NOT NULL UNIQUE REFERENCES users (user_id) ON DELETE CASCADE,
  supplier_type       text NOT NULL CHECK (supplier_type IN ('hotel', 'tour_operator', 'activity_operator', 'rental', 'tour_guide')),
  profile_data        jsonb NOT NULL DEFAULT '{}',
  verification_doc    text[] NOT NULL DEFAULT '{}',
  verification_status text NOT NULL DEFAULT 'awaiting_verification' CHECK (verification_status IN ('awaiting_verification', 'verified')),
  created_at          timestamptz NOT NULL DEFAULT now()
);

-- One-time links of the verification e-mail.
CREATE TABLE email_verifications (
  token      text PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

CREATE TABLE uploads (
  upload_id   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  stored_name text NOT NULL UNIQUE,
  mime_type   text NOT NULL,
  size_bytes  integer NOT NULL,
  original_name text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE listings (
  listing_id   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  supplier_id  uuid NOT NULL REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  listing_type text NOT NULL CHECK (listing_type IN ('activity', 'bike_rental', 'car_rental', 'experience', 'trek', 'tour', 'hotel', 'tour_guide')),
  title        text NOT NULL,
  description  text NOT NULL DEFAULT '',
  price        integer NOT NULL CHECK (price >= 0),
  meta_data    jsonb NOT NULL DEFAULT '{}',
  status       text NOT NULL DEFAULT 'pending_review' CHECK (status IN ('pending_review', 'approved', 'edit_pending_review', 'rejected')),
  review_note  text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listings_supplier_created ON listings (supplier_id, created_at DESC, listing_id);

CREATE TABLE listing_edit_logs (
  log_id        uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  listing_id    uuid NOT NULL REFERENCES listings (listing_id) ON DELETE CASCADE,
  edit_type     text NOT NULL,
  edited_by     text NOT NULL,
  edited_fields jsonb NOT NULL DEFAULT '{}',
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listing_edit_logs_listing ON listing_edit_logs (listing_id, created_at DESC);

-- A booking of a listing by a customer. Denormalised tour_name/customer_name keep list queries to one table.
CREATE TABLE bookings (
  booking_id        uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_number    bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  supplier_id       uuid NOT NULL REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  listing_id        uuid REFERENCES listings (listing_id) ON DELETE SET NULL,
  customer_id       uuid REFERENCES users (user_id) ON DELETE SET NULL,
  customer_name     text NOT NULL,
  customer_country  text NOT NULL DEFAULT 'Pakistan',
  customer_city     text,
  emergency_contact text,
  tour_name         text NOT NULL,
  listing_type      text NOT NULL DEFAULT 'tour',
  group_type        text NOT NULL DEFAULT 'group' CHECK (group_type IN ('group', 'private')),
  audience          text NOT NULL DEFAULT 'local' CHECK (audience IN ('local', 'international')),
  booking_status    text NOT NULL DEFAULT 'confirmed' CHECK (booking_status IN ('pending', 'confirmed', 'completed', 'cancelled')),
  selected_date     date NOT NULL,
  duration_days     integer NOT NULL DEFAULT 1,
  starts_in         text,
  selected_add_ons  jsonb NOT NULL DEFAULT '[]',
  selected_people   integer NOT NULL CHECK (selected_people > 0),
  total_price       integer NOT NULL CHECK (total_price >= 0),
  free_cancellation_until date,
  cancellation_reason text,
  cancelled_at      timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bookings_supplier_created ON bookings (supplier_id, created_at DESC, booking_id);
CREATE INDEX bookings_supplier_date ON bookings (supplier_id, selected_date);

CREATE TABLE payouts (
  payout_id      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payout_number  bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  supplier_id    uuid NOT NULL REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  booking_id     uuid REFERENCES bookings (booking_id) ON DELETE SET NULL,
  payout_date    date NOT NULL,
  final_amount   integer NOT NULL CHECK (final_amount >= 0),
  payout_method  text NOT NULL DEFAULT 'bank_transfer',
  bank_name      text,
  payout_status  text NOT NULL DEFAULT 'pending' CHECK (payout_status IN ('pending', 'processed', 'failed')),
  processed_at   timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payouts_supplier_date ON payouts (supplier_id, payout_date DESC, payout_id);

CREATE TABLE reviews (
  review_id    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  supplier_id  uuid NOT NULL REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  booking_id   uuid REFERENCES bookings (booking_id) ON DELETE SET NULL,
  listing_type text NOT NULL DEFAULT 'tour',
  customer_name text NOT NULL,
  rating       integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review_text  text NOT NULL DEFAULT '',
  reply_text   text,
  replied_at   timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_supplier_created ON reviews (supplier_id, created_at DESC, review_id);

-- One conversation per booking; messages between the supplier's user and the customer.
CREATE TABLE messages (
  message_id   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id   uuid NOT NULL REFERENCES bookings (booking_id) ON DELETE CASCADE,
  sender_id    uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  receiver_id  uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  message_text text NOT NULL DEFAULT '',
  message_file text,
  read_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_booking_created ON messages (booking_id, created_at);
CREATE INDEX messages_receiver_unread ON messages (receiver_id) WHERE read_at IS NULL;

CREATE TABLE support_tickets (
  ticket_id     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_number bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  supplier_id   uuid NOT NULL REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  related_to    text NOT NULL,
  subject       text NOT NULL,
  description   text NOT NULL,
  attachment    text,
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  closed_at     timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_tickets_supplier ON support_tickets (supplier_id, status, created_at DESC);

CREATE TABLE ticket_responses (
  response_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ticket_id   uuid NOT NULL REFERENCES support_tickets (ticket_id) ON DELETE CASCADE,
  author      text NOT NULL CHECK (author IN ('supplier', 'admin')),
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_responses_ticket ON ticket_responses (ticket_id, created_at);

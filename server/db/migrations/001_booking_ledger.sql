-- The booking ledger: one row per booking attempt (a prebook held for payment) and an append-only
-- history of its status transitions. Plain PostgreSQL 15, shared by PGlite and the server.

CREATE TABLE bookings (
  -- Our reference ('SI' + 10 Crockford base32 characters), also the provider's clientReference.
  id                      text PRIMARY KEY CHECK (id ~ '^SI[0-9A-HJKMNP-TV-Z]{10}$'),
  -- SHA-256 (hex) of the browser's access token; the token itself is never stored.
  access_token_hash       text NOT NULL UNIQUE,
  status                  text NOT NULL CHECK (status IN (
                            'PENDING_PAYMENT', 'PAID', 'CONFIRMED', 'PAYMENT_RECEIVED_UNCONFIRMED',
                            'FAILED', 'NEEDS_REFUND', 'CANCELLED')),
  prebook_id              text NOT NULL,
  -- One ledger row per payment transaction: the database, not the process, guarantees it.
  transaction_id          text NOT NULL UNIQUE,
  offer_id                text NOT NULL,

  -- Hotel snapshot taken at prebook (the provider's booking answer lacks address, phone and times).
  hotel_id                text NOT NULL,
  hotel_name              text NOT NULL,
  hotel_address           text,
  hotel_city              text,
  hotel_country           text,
  hotel_phone             text,
  hotel_checkin_time      text,
  hotel_checkout_time     text,

  room_name               text NOT NULL,
  board_name              text NOT NULL,
  checkin                 date NOT NULL,
  checkout                date NOT NULL CHECK (checkout > checkin),
  nights                  integer NOT NULL CHECK (nights > 0),
  adults                  integer NOT NULL CHECK (adults >= 0),
  children                integer NOT NULL CHECK (children >= 0),
  occupancies             jsonb NOT NULL,

  holder                  jsonb NOT NULL,
  -- Lower-cased copy of holder.email for the reference + e-mail lookup.
  holder_email            text NOT NULL,
  guests                  jsonb NOT NULL,

  price                   numeric NOT NULL,
  currency                text NOT NULL,
  commission              numeric,
  cancellation            jsonb,

  provider_booking_id     text UNIQUE,
  hotel_confirmation_code text,
  supplier_booking_id     text,
  supplier_booking_name   text,

  -- Booking attempts with the provider; the reconciler retries with backoff until max attempts.
  attempts                integer NOT NULL DEFAULT 0,
  next_attempt_at         timestamptz,
  -- Whoever holds an unexpired lease is the only one allowed to call the provider for this row.
  lease_until             timestamptz,
  leased_by               text,
  -- Short, internal description of the last failure (never shown to travellers).
  last_error              text,

  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  paid_at                 timestamptz,
  confirmed_at            timestamptz,
  failed_at               timestamptz,
  unconfirmed_at          timestamptz,
  needs_refund_at         timestamptz,
  cancelled_at            timestamptz
);

CREATE INDEX bookings_reference_email_idx ON bookings (holder_email);
CREATE INDEX bookings_due_idx ON bookings (status, next_attempt_at)
  WHERE status IN ('PAID', 'PAYMENT_RECEIVED_UNCONFIRMED');
CREATE INDEX bookings_prebook_idx ON bookings (prebook_id);

CREATE TABLE booking_events (
  id          bigserial PRIMARY KEY,
  booking_id  text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  from_status text,
  to_status   text NOT NULL,
  at          timestamptz NOT NULL DEFAULT clock_timestamp(),
  detail      jsonb
);

CREATE INDEX booking_events_booking_idx ON booking_events (booking_id, id);

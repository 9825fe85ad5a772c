-- Access to a booking from more than the browser that booked it (issue 16 §6). A booking's first access
-- token is the one prebook hands out (bookings.access_token_hash); the e-mail lookup (accessBooking) and a
-- sign-in link (redeemSignInLink) each mint further ones, kept here. As for the first, only a SHA-256 (hex)
-- of each token is stored, never the token.
CREATE TABLE booking_access_tokens (
  token_hash  text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  booking_id  text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  origin      text NOT NULL CHECK (origin IN ('email_lookup', 'sign_in_link')),
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX booking_access_tokens_booking_idx ON booking_access_tokens (booking_id);

-- Sign-in links sent by e-mail: single use (used_at is set by one conditional UPDATE), valid until
-- expires_at. The e-mail is the lower-cased address the link was asked for (bookings.holder_email's form).
CREATE TABLE sign_in_links (
  token_hash  text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  email       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

CREATE INDEX sign_in_links_expires_idx ON sign_in_links (expires_at);

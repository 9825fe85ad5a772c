-- The mail outbox: every e-mail the app sends is first a row here, written in the same transaction as what
-- it tells of (a booking's ledger transition, through the trigger below), then sent by the mail worker
-- (server/mail/worker.ts) with leases, retries and backoff. A booking never waits for, or fails on, mail.
-- Without SMTP_URL the rendered message stays here as its delivery ("delivered to the outbox"), readable
-- in the /dev console's private Outbox tab.
CREATE TABLE outbox (
  id               bigserial PRIMARY KEY,
  -- One message per cause: 'booking:<reference>:event:<event id>' for ledger events, a caller's key otherwise.
  dedupe_key       text NOT NULL UNIQUE,
  kind             text NOT NULL CHECK (kind IN ('BOOKING_CONFIRMED', 'BOOKING_CANCELLED', 'NAME_CHANGED', 'SIGN_IN_LINK')),
  recipient        text NOT NULL,
  booking_id       text,
  payload          jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- PENDING until sent; FAILED once its attempts ran out (dead: an operator looks at last_error).
  status           text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  -- Whoever holds an unexpired lease is the only one sending this message.
  lease_until      timestamptz,
  leased_by        text,
  -- Short, internal description of the last failure.
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz,
  -- How it was delivered: 'smtp' (SMTP_URL) or 'outbox' (kept here, the embedded default).
  delivery         text CHECK (delivery IS NULL OR delivery IN ('smtp', 'outbox')),
  -- The message as rendered at send time.
  subject          text,
  text_body        text,
  html_body        text,
  attachment_names text[] NOT NULL DEFAULT '{}',
  message_id       text
);

-- The worker's due query: pending rows by when they are due.
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, id) WHERE status = 'PENDING';
-- The console's newest-first list, and a booking's messages.
CREATE INDEX outbox_created_idx ON outbox (created_at DESC, id DESC);
CREATE INDEX outbox_booking_idx ON outbox (booking_id) WHERE booking_id IS NOT NULL;

-- A ledger event that the holder hears about becomes an outbox row inside the event's own transaction:
-- committed together with the transition or not at all, and once per event (the dedupe key).
CREATE FUNCTION outbox_on_booking_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mail_kind text;
  email text;
BEGIN
  IF NEW.detail IS NOT NULL AND NEW.detail->>'kind' = 'NAME_CHANGED' THEN
    mail_kind := 'NAME_CHANGED';
  ELSIF NEW.to_status = 'CANCELLED' THEN
    mail_kind := 'BOOKING_CANCELLED';
  -- A cancellation that the provider refused goes back from CANCELLATION_PENDING to CONFIRMED: no new mail.
  ELSIF NEW.to_status = 'CONFIRMED' AND NEW.from_status IS DISTINCT FROM 'CONFIRMED'
        AND NEW.from_status IS DISTINCT FROM 'CANCELLATION_PENDING' THEN
    mail_kind := 'BOOKING_CONFIRMED';
  ELSE
    RETURN NULL;
  END IF;
  SELECT holder_email INTO email FROM bookings WHERE id = NEW.booking_id;
  IF email IS NULL THEN
    RETURN NULL;
  END IF;
  -- Mail never fails a booking: a message that cannot be written is logged, and the transition commits.
  BEGIN
    INSERT INTO outbox (dedupe_key, kind, recipient, booking_id, payload)
    VALUES ('booking:' || NEW.booking_id || ':event:' || NEW.id, mail_kind, email, NEW.booking_id,
            jsonb_build_object('eventId', NEW.id, 'fromStatus', NEW.from_status, 'toStatus', NEW.to_status,
                               'detail', NEW.detail))
    ON CONFLICT (dedupe_key) DO NOTHING;
  EXCEPTION WHEN OTHERS THEN
    RAISE WARNING 'outbox: no % mail for booking % (event %): %', mail_kind, NEW.booking_id, NEW.id, SQLERRM;
  END;
  RETURN NULL;
END
$$;

CREATE TRIGGER booking_events_outbox AFTER INSERT ON booking_events
  FOR EACH ROW EXECUTE FUNCTION outbox_on_booking_event();

-- Cancellation (issue 16 §1): a booking on its way to cancellation holds CANCELLATION_PENDING while the provider's
-- answer is unknown (a timeout); the settlement the provider gave is kept beside `cancelled_at`.
ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN (
  'PENDING_PAYMENT', 'PAID', 'CONFIRMED', 'PAYMENT_RECEIVED_UNCONFIRMED',
  'FAILED', 'NEEDS_REFUND', 'CANCELLATION_PENDING', 'CANCELLED'));

-- The provider's outcome, what it refunds and what it keeps (in the booking's currency).
ALTER TABLE bookings ADD COLUMN cancellation_outcome text
  CHECK (cancellation_outcome IS NULL OR cancellation_outcome IN ('CANCELLED', 'CANCELLED_WITH_CHARGES'));
ALTER TABLE bookings ADD COLUMN refund_amount numeric CHECK (refund_amount IS NULL OR refund_amount >= 0);
ALTER TABLE bookings ADD COLUMN cancellation_fee numeric CHECK (cancellation_fee IS NULL OR cancellation_fee >= 0);
-- When the traveller asked to cancel (the row entered CANCELLATION_PENDING).
ALTER TABLE bookings ADD COLUMN cancel_requested_at timestamptz;
-- Provider cancel calls made for this booking (the first one and the reconciler's retries).
ALTER TABLE bookings ADD COLUMN cancel_attempts integer NOT NULL DEFAULT 0;

-- The reconciler finds cancellations whose outcome is unknown without scanning the ledger.
CREATE INDEX bookings_cancel_due_idx ON bookings (next_attempt_at) WHERE status = 'CANCELLATION_PENDING';

-- The reconciler asks the provider about unpaid bookings a while after their prebook (the traveller may
-- have paid in the widget and closed the tab before the return page loaded): find those rows by status
-- and age without scanning the ledger.
CREATE INDEX bookings_unpaid_idx ON bookings (status, created_at)
  WHERE status IN ('PENDING_PAYMENT', 'FAILED');

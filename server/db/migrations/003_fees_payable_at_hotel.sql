-- Taxes and fees the hotel collects at the property (provider taxes with included: false), as the provider
-- stated them at prebook. They are not part of `price`; the confirmation and the voucher show them apart.
ALTER TABLE bookings ADD COLUMN fees_at_hotel jsonb NOT NULL DEFAULT '[]'::jsonb;

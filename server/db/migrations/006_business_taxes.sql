-- A business trip's company on the GST tax invoice ({companyName, gstin, state}, the GSTIN checked and the
-- state read from its code at prebook), null for a personal trip; and the taxes and fees included in `price`
-- as the provider stated them at prebook (GST lines among them, per room with that room's total, so the
-- invoice can show the rate), like fees_at_hotel for those payable at the property. Rows written before this
-- migration read as a personal trip with no known taxes.
ALTER TABLE bookings ADD COLUMN business jsonb;
ALTER TABLE bookings ADD COLUMN taxes jsonb NOT NULL DEFAULT '[]'::jsonb;

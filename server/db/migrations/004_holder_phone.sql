-- The booking holder's phone number in E.164 form ('+919876543210'), required at prebook from now on: the
-- provider's book call requires it, and it is how the hotel or an operator reaches the holder (a booking
-- left NEEDS_REFUND, a hotel that cannot honour the stay). Rows written before this migration have none.
ALTER TABLE bookings ADD COLUMN holder_phone text CHECK (holder_phone IS NULL OR holder_phone ~ '^\+[1-9][0-9]{6,14}$');

-- The language of a booking (issue 17 §1): the one its e-mails and documents (voucher, GST invoice,
-- cancellation note, calendar entry) are written in. Prebook takes it from the input, else from the
-- request's `lang` cookie or Accept-Language. Rows written before this migration are English.
ALTER TABLE bookings ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));

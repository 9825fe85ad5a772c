// Browser: the whole money path on the embedded default — rates, selection, guest details, the sandbox
// payment widget with the test card, the confirmation, the voucher, "My Bookings" — and the declined
// card. The sandbox counts provider book calls, so a reload that booked again would be caught.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fillHolder, newPage, payWithCard, pricedHotel, useServerAndBrowser, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;

const iso = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const checkin = iso(30);
const checkout = iso(32);

/** A bookable Mumbai hotel for the stay: listed, with a price for exactly these dates. */
const bookableHotel = () => pricedHotel(server, 'Mumbai', { checkin, checkout });

async function bookCalls(): Promise<number> {
  const r = await fetch(`${server.url}/sandbox/_control/calls`);
  const counts = (await r.json()) as Record<string, number>;
  return counts['POST /rates/book'] ?? 0;
}

/** Hotel page → rates → select the first rate → Book Now → guest details → Continue to Payment. */
async function reachPayment(page: Page, hotel: { id: string; name: string }) {
  await page.goto(`${server.url}/hotels/${hotel.id}?checkin=${checkin}&checkout=${checkout}&guests=2`);
  await page.getByRole('heading', { level: 1, name: hotel.name }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'View Available Rates' }).click();
  const rates = page.getByRole('dialog', { name: /Available Rates/ });
  await rates.locator('[data-testid="rate-card"]').first().waitFor({ timeout: 30_000 });
  const total = (await rates.locator('[data-testid="rate-total"]').first().textContent())!;
  expect(total).toMatch(/^₹[\d,]+$/);
  await rates.getByRole('button', { name: 'Select', exact: true }).first().click();
  await rates.waitFor({ state: 'hidden' });
  await page.getByTestId('selected-rate').waitFor();

  await page.getByRole('button', { name: 'Book Now' }).click();
  const continueButton = page.getByRole('button', { name: 'Continue to Payment' });
  expect(await continueButton.isDisabled()).toBe(true);
  await fillHolder(page, { first: 'Asha', last: 'Verma', email: 'asha.verma@example.in' });
  await page.locator('#guest-0-remarks').fill('Late arrival, around 11 pm');
  await continueButton.click();
  await page.getByTestId('liteapi-payment-form').waitFor({ timeout: 30_000 });
  return total;
}

async function pay(page: Page, card: string) {
  await payWithCard(page, card);
  await page.waitForURL(/\/booking-confirmation\?/, { timeout: 30_000 });
}

useServerAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('the money path in Chromium', () => {
  it('search → rates → select → guest details → test card → confirmation, voucher, My Bookings; a reload books nothing new', async () => {
    const hotel = await bookableHotel();
    const { page, context, errors } = await newPage(browser);
    const before = await bookCalls();
    const total = await reachPayment(page, hotel);
    await page.getByText('4242 4242 4242 4242').first().waitFor(); // the sandbox's test-card hint
    await pay(page, '4242 4242 4242 4242');

    await page.getByText('Booking Confirmed!').waitFor({ timeout: 30_000 });
    const bookingId = (await page.getByTestId('booking-id').textContent())!.trim();
    expect(bookingId.length).toBeGreaterThan(3);
    expect(bookingId).not.toBe('PENDING_CONFIRMATION');
    expect(await bookCalls()).toBe(before + 1);
    await page.getByText(hotel.name).first().waitFor();

    // The voucher: named after the booking, with what the desk needs.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Voucher' }).click()]);
    expect(download.suggestedFilename()).toBe(`booking-${bookingId}.txt`);
    const voucher = readFileSync((await download.path())!, 'utf8');
    expect(voucher).toContain(bookingId);
    expect(voucher).toContain(hotel.name);
    expect(voucher).toContain('Asha Verma');
    expect(voucher).toContain(total.replace('₹', ''));
    for (const d of [checkin, checkout]) {
      const [y, m, day] = d.split('-').map(Number);
      const shown = new Date(Date.UTC(y, m - 1, day));
      // Dates appear either as yyyy-MM-dd or spelled out ("2 Dec 2026").
      const spelled = `${shown.getUTCDate()} ${shown.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${y}`;
      expect(voucher.includes(d) || voucher.includes(spelled)).toBe(true);
    }

    // Reload: the same booking, no second provider booking.
    await page.reload();
    await page.getByText('Booking Confirmed!').waitFor({ timeout: 30_000 });
    expect((await page.getByTestId('booking-id').textContent())!.trim()).toBe(bookingId);
    expect(await bookCalls()).toBe(before + 1);

    // My Bookings lists it.
    await page.goto(`${server.url}/bookings`);
    await page.getByTestId('booking-card').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('booking-card').filter({ hasText: hotel.name }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a declined card gives no voucher and books nothing; "Try Again" pays for the same rate on the second attempt', async () => {
    const hotel = await bookableHotel();
    const { page, context, errors } = await newPage(browser);
    const before = await bookCalls();
    await reachPayment(page, hotel);
    await pay(page, '4000 0000 0000 0002');
    await page.getByText('Payment failed. Please try again.').waitFor({ timeout: 30_000 });
    await page.getByText('No money was taken and nothing was booked.').waitFor();
    expect(await bookCalls()).toBe(before);
    // Not a booking: no voucher, no "Total Paid", no booking id.
    expect(await page.getByRole('button', { name: 'Download Voucher' }).count()).toBe(0);
    expect(await page.getByText(/Total Paid/i).count()).toBe(0);
    expect(await page.getByTestId('booking-id').count()).toBe(0);

    // "Try Again" does not reload the failure: it holds the rate afresh and opens the payment widget.
    const failedUrl = page.url();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByTestId('liteapi-payment-form').waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(failedUrl);
    await pay(page, '4242 4242 4242 4242');
    await page.getByText('Booking Confirmed!').waitFor({ timeout: 30_000 });
    expect(await bookCalls()).toBe(before + 1);
    await page.getByText('Succeeded', { exact: true }).waitFor();
    expect(await page.getByText('Asha Verma').count()).toBeGreaterThan(0);

    // My Bookings: the booking with its voucher, and the declined attempt said plainly, without either.
    await page.goto(`${server.url}/bookings`);
    const cards = page.getByTestId('booking-card').filter({ hasText: hotel.name });
    await cards.first().waitFor({ timeout: 30_000 });
    const failedCard = cards.filter({ hasText: 'Payment failed — no money was taken' });
    await failedCard.waitFor({ timeout: 30_000 });
    expect(await failedCard.getByRole('button', { name: 'Download Voucher' }).count()).toBe(0);
    expect(await failedCard.getByText(/Total paid/i).count()).toBe(0);
    expect(await cards.filter({ hasText: 'CONFIRMED' }).getByRole('button', { name: 'Download Voucher' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"Try again" in My Bookings returns to the rate with the guest details filled in and books on a fresh prebook', async () => {
    const hotel = await bookableHotel();
    const { page, context } = await newPage(browser);
    const before = await bookCalls();
    await reachPayment(page, hotel);
    await pay(page, '4000 0000 0000 0002');
    await page.getByText('Payment failed. Please try again.').waitFor({ timeout: 30_000 });

    await page.goto(`${server.url}/bookings`);
    const failedCard = page.getByTestId('booking-card').filter({ hasText: 'Payment failed — no money was taken' }).first();
    await failedCard.waitFor({ timeout: 30_000 });
    await failedCard.getByRole('button', { name: 'Try again' }).click();

    // The hotel page for the same stay; the attempt's rate is still offered, so it is chosen and the
    // booking dialog opens with the guest details of the attempt.
    await page.waitForURL(new RegExp(`/hotels/${hotel.id}\\?`), { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('checkin')).toBe(checkin);
    await page.getByRole('dialog', { name: /Complete Your Booking/ }).waitFor({ timeout: 30_000 });
    expect(await page.locator('#holder-first').inputValue()).toBe('Asha');
    expect(await page.locator('#holder-email').inputValue()).toBe('asha.verma@example.in');
    expect(await page.locator('#guest-0-remarks').inputValue()).toBe('Late arrival, around 11 pm');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByTestId('liteapi-payment-form').waitFor({ timeout: 30_000 });
    await pay(page, '4242 4242 4242 4242');
    await page.getByText('Booking Confirmed!').waitFor({ timeout: 30_000 });
    expect(await bookCalls()).toBe(before + 1);
    await context.close();
  });
});

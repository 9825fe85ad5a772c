// The rates in Hindi (issue 17 §1): a rate card's labels, the fees payable at the hotel and the calendar's
// month and weekday names (Intl, in the app's language); in English the calendar reads exactly as before.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RateCard_RateFragment } from '../../client/src/__generated__/graphql.ts';
import { i18n } from '../../client/src/lib/i18n.ts';
import { RateCard } from '../../client/src/features/rates/RateCard.tsx';
import { DateCalendar } from '../../client/src/features/rates/DateCalendar.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

async function hindi() {
  await i18n.changeLanguage('hi');
  await i18n.loadNamespaces('rates');
}

function rate(over: Partial<RateCard_RateFragment> = {}): RateCard_RateFragment {
  return {
    __typename: 'Rate',
    offerId: 'OFFER1',
    rateId: 'RATE1',
    roomName: 'Deluxe King Room',
    name: 'Deluxe King Room - Room Only',
    boardType: 'RO',
    boardName: '',
    maxOccupancy: 3,
    adultCount: 2,
    childCount: 0,
    total: { __typename: 'Money', amount: 20000, currency: 'INR' },
    suggestedSellingPrice: null,
    includesTaxes: true,
    taxesAndFees: [
      { __typename: 'TaxOrFee', description: 'City tax', amount: { __typename: 'Money', amount: 1200, currency: 'INR' }, included: false },
    ],
    cancellation: {
      __typename: 'CancellationPolicy',
      refundable: false,
      refundableTag: 'NRFN',
      freeCancellationUntil: null,
      penalties: [],
    },
    commission: null,
    priceType: null,
    ...over,
  };
}

describe('rates in Hindi', () => {
  it('shows a rate card in Hindi, the room and the prices as given', async () => {
    await hindi();
    render(<RateCard rate={rate()} nights={2} rooms={2} selected={false} onSelect={() => {}} />);
    expect(await screen.findByText('केवल कमरा')).toBeInTheDocument();
    expect(screen.getByText('Deluxe King Room')).toBeInTheDocument();
    expect(screen.getByText('अधिकतम 3 मेहमान')).toBeInTheDocument();
    expect(screen.getByText('नॉन-रिफ़ंडेबल')).toBeInTheDocument();
    expect(screen.getByText('2 रातों का कुल, 2 कमरे')).toBeInTheDocument();
    expect(screen.getByTestId('rate-per-night')).toHaveTextContent('₹10,600 / रात');
    expect(screen.getByTestId('rate-hotel-fees')).toHaveTextContent('होटल पर देय ₹1,200 सहित');
    expect(screen.getByTestId('rate-pay-now')).toHaveTextContent('अभी भुगतान: ₹20,000');
    expect(screen.getByRole('button', { name: 'चुनें' })).toBeInTheDocument();
  });

  it("names the calendar's month and weekdays in Hindi", async () => {
    await hindi();
    render(<DateCalendar label="चेक-इन की तारीख" value="2026-11-27" min="2026-11-01" onChange={() => {}} />);
    expect(await screen.findByRole('grid', { name: 'चेक-इन की तारीख, नवंबर 2026' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'सोम' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'शुक्रवार, 27 नवंबर 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'चेक-इन की तारीख: अगला महीना' })).toBeInTheDocument();
  });

  it('keeps the English calendar as it was', () => {
    render(<DateCalendar label="Check-in Date" value="2026-11-27" min="2026-11-01" onChange={() => {}} />);
    expect(screen.getByRole('grid', { name: 'Check-in Date, November 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Wk', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(screen.getByRole('button', { name: 'Friday, 27 November 2026' })).toHaveTextContent(/^27$/);
    expect(screen.getByRole('rowheader', { name: 'Week 48' })).toBeInTheDocument();
  });
});

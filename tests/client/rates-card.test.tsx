// A rate card as the traveller reads it: en-IN totals, per-night price, public price, taxes, cancellation, commission.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RateCard_RateFragment } from '../../client/src/__generated__/graphql.ts';
import { RateCard } from '../../client/src/features/rates/RateCard.tsx';

afterEach(cleanup);

function rate(over: Partial<RateCard_RateFragment> = {}): RateCard_RateFragment {
  return {
    __typename: 'Rate',
    offerId: 'OFFER1',
    rateId: 'RATE1',
    roomName: 'Deluxe King Room',
    name: 'Flexible Rate',
    boardType: 'BB',
    boardName: 'Bed and Breakfast',
    maxOccupancy: 3,
    adultCount: 2,
    childCount: 0,
    total: { __typename: 'Money', amount: 123456.4, currency: 'INR' },
    suggestedSellingPrice: { __typename: 'Money', amount: 150000, currency: 'INR' },
    includesTaxes: true,
    taxesAndFees: [],
    cancellation: {
      __typename: 'CancellationPolicy',
      refundable: true,
      refundableTag: 'RFN',
      freeCancellationUntil: '2099-01-08T12:30:00.000Z',
      penalties: [],
    },
    commission: { __typename: 'Money', amount: 9876.54, currency: 'INR' },
    priceType: 'commission',
    ...over,
  };
}

describe('RateCard', () => {
  it('shows room, rate, board, occupancy, the en-IN total and the per-night price', () => {
    render(<RateCard rate={rate()} nights={2} selected={false} onSelect={() => {}} />);
    expect(screen.getByText('Deluxe King Room')).toBeInTheDocument();
    expect(screen.getByText('Flexible Rate')).toBeInTheDocument();
    expect(screen.getByText('Bed and Breakfast')).toBeInTheDocument();
    expect(screen.getByText('Sleeps up to 3')).toBeInTheDocument();
    expect(screen.getByTestId('rate-total')).toHaveTextContent('₹1,23,456');
    expect(screen.getByTestId('rate-per-night')).toHaveTextContent('₹61,728 / night');
    expect(screen.getByText('total for 2 nights')).toBeInTheDocument();
  });

  it('divides the total by the nights for the per-night price', () => {
    render(
      <RateCard
        rate={rate({ total: { __typename: 'Money', amount: 30000, currency: 'INR' } })}
        nights={3}
        selected={false}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByTestId('rate-per-night')).toHaveTextContent('₹10,000 / night');
  });

  it('strikes through the suggested selling price only when it is higher than the total', () => {
    const { rerender } = render(<RateCard rate={rate()} nights={2} selected={false} onSelect={() => {}} />);
    const ssp = screen.getByTestId('rate-ssp');
    expect(ssp).toHaveTextContent('₹1,50,000');
    expect(ssp.querySelector('del')).not.toBeNull();

    rerender(
      <RateCard
        rate={rate({ suggestedSellingPrice: { __typename: 'Money', amount: 100000, currency: 'INR' } })}
        nights={2}
        selected={false}
        onSelect={() => {}}
      />,
    );
    expect(screen.queryByTestId('rate-ssp')).toBeNull();
    rerender(
      <RateCard
        rate={rate({ suggestedSellingPrice: { __typename: 'Money', amount: 123456.4, currency: 'INR' } })}
        nights={2}
        selected={false}
        onSelect={() => {}}
      />,
    );
    expect(screen.queryByTestId('rate-ssp')).toBeNull();
  });

  it("shows 'Includes taxes' only when the rate includes them", () => {
    const { rerender } = render(<RateCard rate={rate()} nights={2} selected={false} onSelect={() => {}} />);
    expect(screen.getByText('Includes taxes')).toBeInTheDocument();
    rerender(<RateCard rate={rate({ includesTaxes: false })} nights={2} selected={false} onSelect={() => {}} />);
    expect(screen.queryByText('Includes taxes')).toBeNull();
  });

  it('tells refundable from non-refundable rates', () => {
    const { rerender } = render(<RateCard rate={rate()} nights={2} selected={false} onSelect={() => {}} />);
    // In IST with its time: 12:30 UTC is 6:00 pm in India.
    expect(screen.getByText('Free cancellation until Thu, 8 Jan 2099, 6:00 pm IST')).toBeInTheDocument();

    rerender(
      <RateCard
        rate={rate({
          cancellation: {
            __typename: 'CancellationPolicy',
            refundable: false,
            refundableTag: 'RFNF',
            freeCancellationUntil: null,
            penalties: [],
          },
        })}
        nights={2}
        selected={false}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByText('Free cancellation')).toBeInTheDocument();

    rerender(
      <RateCard
        rate={rate({
          cancellation: {
            __typename: 'CancellationPolicy',
            refundable: false,
            refundableTag: 'NRFN',
            freeCancellationUntil: null,
            penalties: [],
          },
        })}
        nights={2}
        selected={false}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByText('Non-refundable')).toBeInTheDocument();
    expect(screen.queryByText(/Free cancellation/)).toBeNull();
  });

  it('reads a free-cancellation deadline that has already passed as non-refundable', () => {
    render(
      <RateCard
        rate={rate({
          cancellation: {
            __typename: 'CancellationPolicy',
            refundable: true,
            refundableTag: 'RFN',
            freeCancellationUntil: '2020-01-08T12:30:00.000Z',
            penalties: [],
          },
        })}
        nights={2}
        selected={false}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByText('Non-refundable')).toBeInTheDocument();
    expect(screen.queryByText(/Free cancellation/)).toBeNull();
  });

  it('shows the whole price: fees payable at the hotel are in the total and named, the online part apart', () => {
    const { rerender } = render(
      <RateCard
        rate={rate({
          total: { __typename: 'Money', amount: 20000, currency: 'INR' },
          suggestedSellingPrice: { __typename: 'Money', amount: 24000, currency: 'INR' },
          taxesAndFees: [
            { __typename: 'TaxOrFee', description: 'GST', amount: { __typename: 'Money', amount: 2400, currency: 'INR' }, included: true },
            {
              __typename: 'TaxOrFee',
              description: 'City tax',
              amount: { __typename: 'Money', amount: 1234, currency: 'INR' },
              included: false,
            },
          ],
        })}
        nights={2}
        selected={false}
        onSelect={() => {}}
      />,
    );
    // 20,000 online + 1,234 at the hotel: the same all-in basis as the search card's stay price.
    expect(screen.getByTestId('rate-total')).toHaveTextContent('₹21,234');
    expect(screen.getByTestId('rate-per-night')).toHaveTextContent('₹10,617 / night');
    expect(screen.getByTestId('rate-hotel-fees')).toHaveTextContent('incl. ₹1,234 payable at the hotel');
    expect(screen.getByTestId('rate-pay-now')).toHaveTextContent('Pay now: ₹20,000');
    // The struck-through public price is whole too: the provider's 24,000 plus the same fees.
    expect(screen.getByTestId('rate-ssp')).toHaveTextContent('₹25,234');
    // Only included taxes: nothing is due at the hotel, the total is the rate's total.
    rerender(<RateCard rate={rate()} nights={2} selected={false} onSelect={() => {}} />);
    expect(screen.queryByTestId('rate-hotel-fees')).toBeNull();
    expect(screen.queryByTestId('rate-pay-now')).toBeNull();
    expect(screen.getByTestId('rate-total')).toHaveTextContent('₹1,23,456');
  });

  it('lists a fee in another currency beside the total, never converted into it', () => {
    render(
      <RateCard
        rate={rate({
          total: { __typename: 'Money', amount: 20000, currency: 'INR' },
          taxesAndFees: [
            {
              __typename: 'TaxOrFee',
              description: 'Resort fee',
              amount: { __typename: 'Money', amount: 10, currency: 'USD' },
              included: false,
            },
          ],
        })}
        nights={2}
        selected={false}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByTestId('rate-total')).toHaveTextContent('₹20,000');
    expect(screen.getByTestId('rate-hotel-fees')).toHaveTextContent(/^\+ (US)?\$10 payable at the hotel$/);
  });

  it('says how many rooms the total is for when there are several', () => {
    render(<RateCard rate={rate()} nights={2} rooms={2} selected={false} onSelect={() => {}} />);
    expect(screen.getByText('total for 2 nights, 2 rooms')).toBeInTheDocument();
  });

  it('does not repeat the board in the rate name', () => {
    render(
      <RateCard
        rate={rate({ roomName: 'Deluxe King', name: 'Deluxe King - Room Only', boardName: 'Room Only' })}
        nights={2}
        selected={false}
        onSelect={() => {}}
      />,
    );
    expect(screen.getAllByText(/Room Only/)).toHaveLength(1);
  });

  it('shows the commission without decimals only for commission-priced rates', () => {
    const { rerender } = render(<RateCard rate={rate()} nights={2} selected={false} onSelect={() => {}} />);
    expect(screen.getByText('Commission: ₹9,877')).toBeInTheDocument();
    rerender(<RateCard rate={rate({ priceType: 'net' })} nights={2} selected={false} onSelect={() => {}} />);
    expect(screen.queryByText(/Commission/)).toBeNull();
  });

  it("offers 'Select', and marks the chosen rate 'Selected'", async () => {
    const onSelect = vi.fn();
    const r = rate();
    const { rerender } = render(<RateCard rate={r} nights={2} selected={false} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith(r);
    rerender(<RateCard rate={r} nights={2} selected onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: /Selected/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

// The hotel page's sections in Hindi (issue 17 §1): the app's labels in Hindi, the provider's texts as given.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../client/src/lib/i18n.ts';
import { GuestExperiences, HotelFacilities } from '../../client/src/features/hotel/index.ts';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('hotel sections in Hindi', () => {
  it('translates the labels and keeps the guests’ own words', async () => {
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces('hotel');
    render(
      <>
        <HotelFacilities hotel={{ __typename: 'Hotel', id: 'lp42', facilities: [] }} />
        <GuestExperiences
          hotel={{ __typename: 'Hotel', id: 'lp42', sentiment: { __typename: 'Sentiment', pros: ['Friendly staff'], cons: ['Pricey'] } }}
        />
      </>,
    );
    expect(await screen.findByText('होटल की सुविधाएँ')).toBeInTheDocument();
    expect(screen.getByText('मेहमानों के अनुभव')).toBeInTheDocument();
    expect(screen.getByText('1 ख़ास बात')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /1 रिव्यू देखें/ })).toBeInTheDocument();
    expect(screen.getByText('Friendly staff')).toBeInTheDocument();
  });
});

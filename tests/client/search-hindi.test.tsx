// The search form in Hindi (issue 17 §1): its labels, buttons and the Rooms & Guests summary.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '../../client/src/lib/i18n.ts';
import { SearchForm } from '../../client/src/features/search/SearchForm.tsx';
import { renderAt } from './render-shell.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('hi');
  await i18n.loadNamespaces(['search']);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the search form in Hindi', () => {
  it('labels its fields in Hindi and sums the rooms up in Hindi', async () => {
    const draft = {
      destination: '',
      checkin: '2026-03-17',
      checkout: '2026-03-19',
      guests: null,
      rooms: [{ adults: 2, childrenAges: [7] }],
    };
    renderAt(<SearchForm value={draft} onChange={() => undefined} onSearch={() => undefined} />);
    expect(await screen.findByLabelText('गंतव्य')).toHaveAttribute('placeholder', 'आप कहाँ जा रहे हैं?');
    expect(screen.getByText('चेक-इन')).toBeInTheDocument();
    expect(screen.getByTestId('rooms-field')).toHaveTextContent('1 कमरा · 2 वयस्क · 1 बच्चा');
    expect(screen.getByRole('button', { name: /होटल खोजें/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /मैप पर खोजें/ })).toBeInTheDocument();
  });
});

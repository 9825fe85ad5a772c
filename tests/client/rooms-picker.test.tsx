// The Rooms & Guests picker (issue 15 §3): its limits (8 rooms; 1 to 4 adults and 0 to 3 children a room;
// ages 0 to 17), a child's age required before applying, the summary's words, and how the rooms travel
// in the address (guests=N for one room of adults, rooms=&occ= otherwise) and back.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoomsField } from '../../client/src/features/search/RoomsField.tsx';
import {
  occupancyFromParams,
  occupancyQuery,
  parseOcc,
  roomsSummary,
  searchOccupancy,
  withRooms,
  type RoomOccupancy,
} from '../../client/src/lib/occupancy.ts';
import { draftFromParams, toCriteria } from '../../client/src/features/search/criteria.ts';
import { renderAt } from './render-shell.tsx';

const slow = { timeout: 8000 };

function Harness({ initial }: { initial: RoomOccupancy[] }) {
  const [rooms, setRooms] = useState(initial);
  return (
    <>
      <RoomsField id="rooms" rooms={rooms} onChange={setRooms} />
      <output data-testid="applied">{JSON.stringify(rooms)}</output>
    </>
  );
}

async function openPicker(initial: RoomOccupancy[] = [{ adults: 2, childrenAges: [] }]) {
  renderAt(<Harness initial={initial} />);
  await userEvent.click(screen.getByRole('button', { name: /^Rooms & Guests: / }));
  return screen.findByRole('dialog', { name: 'Rooms & Guests' }, slow);
}

const applied = () => JSON.parse(screen.getByTestId('applied').textContent!) as RoomOccupancy[];

describe('roomsSummary', () => {
  it.each([
    [[{ adults: 2, childrenAges: [] }], '1 room · 2 adults'],
    [[{ adults: 1, childrenAges: [] }], '1 room · 1 adult'],
    [
      [
        { adults: 2, childrenAges: [7] },
        { adults: 2, childrenAges: [] },
      ],
      '2 rooms · 4 adults · 1 child',
    ],
    [[{ adults: 1, childrenAges: [3, 9] }], '1 room · 1 adult · 2 children'],
  ])('%j reads "%s"', (rooms, text) => {
    expect(roomsSummary(rooms)).toBe(text);
  });
});

describe('occupancy in the address', () => {
  it("one room of adults is the spec's guests=N; anything else is rooms=&occ=", () => {
    expect(occupancyQuery({ guests: 3 })).toEqual({ guests: 3 });
    expect(
      occupancyQuery({
        guests: null,
        rooms: [
          { adults: 2, childrenAges: [7] },
          { adults: 2, childrenAges: [] },
        ],
      }),
    ).toEqual({
      rooms: 2,
      occ: '2-7_2',
    });
    expect(occupancyQuery({ guests: null, rooms: [{ adults: 1, childrenAges: [0, 17] }] })).toEqual({ rooms: 1, occ: '1-0-17' });
  });

  it('round-trips through the address: what is written is what is read back', () => {
    const rooms = [
      { adults: 2, childrenAges: [7] },
      { adults: 2, childrenAges: [] },
      { adults: 1, childrenAges: [0, 5, 17] },
    ];
    const q = occupancyQuery({ guests: null, rooms });
    const params = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]));
    // Readable in the address as it is: nothing escaped.
    expect(params.toString()).toBe('rooms=3&occ=2-7_2_1-0-5-17');
    expect(occupancyFromParams(params)).toEqual({ guests: 9, rooms });
    expect(searchOccupancy(occupancyFromParams(params))).toEqual({ occupancies: rooms });
  });

  it('reads guests=N as one room of N adults (1 to 10), and the 2,7|2 form too', () => {
    expect(occupancyFromParams(new URLSearchParams('guests=6'))).toEqual({ guests: 6 });
    expect(occupancyFromParams(new URLSearchParams('guests=15'))).toEqual({ guests: 10 });
    expect(searchOccupancy({ guests: 6 })).toEqual({ guests: 6 });
    expect(parseOcc('2,7|2')).toEqual([
      { adults: 2, childrenAges: [7] },
      { adults: 2, childrenAges: [] },
    ]);
  });

  it.each(['5', '0', '2-18', '2-1-2-3-4', 'x', '2--3', Array.from({ length: 9 }, () => '2').join('_')])(
    'ignores an occ that breaks a limit (%s) and falls back to guests',
    (occ) => {
      expect(parseOcc(occ)).toBeNull();
      expect(occupancyFromParams(new URLSearchParams(`occ=${occ}&guests=3`))).toEqual({ guests: 3 });
    },
  );

  it('the home search reads the rooms from its address into the criteria it searches', () => {
    const { draft } = draftFromParams(new URLSearchParams('search=Goa&checkin=2099-03-17&checkout=2099-03-19&rooms=2&occ=2-7_2'));
    const c = toCriteria(draft)!;
    expect(c.rooms).toEqual([
      { adults: 2, childrenAges: [7] },
      { adults: 2, childrenAges: [] },
    ]);
    // One room of adults applied from the picker goes back to the plain guests form.
    expect(withRooms(c, [{ adults: 3, childrenAges: [] }])).toEqual({ ...c, rooms: undefined, guests: 3 });
  });
});

describe('RoomsPicker', () => {
  it('steps adults from 1 to 4 and children from 0 to 3 per room, with named buttons', async () => {
    const picker = await openPicker([{ adults: 1, childrenAges: [] }]);
    const fewerAdults = within(picker).getByRole('button', { name: 'Fewer adults in room 1' });
    const moreAdults = within(picker).getByRole('button', { name: 'More adults in room 1' });
    expect(fewerAdults).toBeDisabled();
    for (let i = 0; i < 3; i++) await userEvent.click(moreAdults);
    expect(moreAdults).toBeDisabled();
    expect(within(picker).getByLabelText('Adults in room 1: 4')).toBeInTheDocument();

    const moreChildren = within(picker).getByRole('button', { name: 'More children in room 1' });
    expect(within(picker).getByRole('button', { name: 'Fewer children in room 1' })).toBeDisabled();
    for (let i = 0; i < 3; i++) await userEvent.click(moreChildren);
    expect(moreChildren).toBeDisabled();
    expect(within(picker).getAllByRole('combobox', { name: /^Age of child \d in room 1$/ })).toHaveLength(3);
    expect(within(picker).getByTestId('rooms-picker-summary')).toHaveTextContent('1 room · 4 adults · 3 children');
  });

  it('adds rooms up to 8 and removes any of them', async () => {
    const picker = await openPicker();
    const add = within(picker).getByRole('button', { name: /Add room/ });
    for (let i = 0; i < 7; i++) await userEvent.click(add);
    expect(within(picker).getByRole('button', { name: /Up to 8 rooms/ })).toBeDisabled();
    expect(within(picker).getAllByRole('region', { name: /^Room \d$/ })).toHaveLength(8);
    expect(within(picker).getByTestId('rooms-picker-summary')).toHaveTextContent('8 rooms · 16 adults');
    await userEvent.click(within(picker).getByRole('button', { name: 'Remove room 3' }));
    expect(within(picker).getAllByRole('region', { name: /^Room \d$/ })).toHaveLength(7);
    expect(within(picker).getByRole('button', { name: /Add room/ })).toBeEnabled();
  });

  it("requires every child's age (0 to 17) before applying, then applies the rooms", async () => {
    const picker = await openPicker();
    await userEvent.click(within(picker).getByRole('button', { name: 'More children in room 1' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Apply' }));
    expect(within(picker).getByRole('alert')).toHaveTextContent('Please choose the age of every child');
    const age = within(picker).getByRole('combobox', { name: 'Age of child 1 in room 1' });
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(applied()).toEqual([{ adults: 2, childrenAges: [] }]);

    expect(age).toBeRequired();
    // Every age from 'Under 1 year' to '17 years' is offered, and nothing older.
    const ages = within(age)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(ages).toEqual(['Choose age', 'Under 1 year', '1 year', ...Array.from({ length: 16 }, (_, k) => `${k + 2} years`)]);
    await userEvent.selectOptions(age, '7 years');
    await userEvent.click(within(picker).getByRole('button', { name: /Add room/ }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(applied()).toEqual([
        { adults: 2, childrenAges: [7] },
        { adults: 2, childrenAges: [] },
      ]),
    );
    expect(screen.getByRole('button', { name: /^Rooms & Guests: / })).toHaveTextContent('2 rooms · 4 adults · 1 child');
  });

  it('shows one room of more than 4 adults from guests=N as it is, and only lowers it', async () => {
    const picker = await openPicker([{ adults: 6, childrenAges: [] }]);
    expect(within(picker).getByLabelText('Adults in room 1: 6')).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'More adults in room 1' })).toBeDisabled();
    await userEvent.click(within(picker).getByRole('button', { name: 'Fewer adults in room 1' }));
    expect(within(picker).getByLabelText('Adults in room 1: 5')).toBeInTheDocument();
  });

  it('forgets what was not applied when closed', async () => {
    const picker = await openPicker();
    await userEvent.click(within(picker).getByRole('button', { name: /Add room/ }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Close' }));
    expect(applied()).toEqual([{ adults: 2, childrenAges: [] }]);
    await userEvent.click(screen.getByRole('button', { name: /^Rooms & Guests: / }));
    await waitFor(() => expect(screen.getAllByTestId('rooms-picker-summary').at(-1)).toHaveTextContent('1 room · 2 adults'));
  });
});

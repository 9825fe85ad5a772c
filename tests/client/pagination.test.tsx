// The results pagination: which pages are listed (first, last, current ± 1, ellipses) and its buttons.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageItems } from '../../client/src/features/hotel-list/Pagination.tsx';

describe('pageItems', () => {
  it('lists nothing when there is at most one page', () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('lists every page when they are all first, last or next to the current one', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
  });

  it('lists first, current ± 1 and last with ellipses in the gaps', () => {
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
  });

  it('puts a single ellipsis on the far side at either end', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });

  it('marks even a one-page gap, since only first, last and current ± 1 are listed', () => {
    expect(pageItems(4, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 10]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(99, 4)).toEqual([1, 'ellipsis', 3, 4]);
  });
});

describe('Pagination', () => {
  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination current={1} total={5} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination current={5} total={5} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows the listed pages, marks the current one and reports the page picked', async () => {
    const onChange = vi.fn();
    render(<Pagination current={5} total={10} onChange={onChange} />);
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('…')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([10, 6, 4]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination current={1} total={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '@portal/testing';

import { SearchBox } from './search-box';

const renderBox = (value: string, onSearch: (text: string) => void) =>
  renderWithProviders(<SearchBox value={value} onSearch={onSearch} placeholder="Search..." delayMs={200} />);

describe('SearchBox', () => {
  it('applies the trimmed text once typing pauses, not on every keystroke', async () => {
    const onSearch = jest.fn();
    renderBox('', onSearch);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search...' }), ' hunza ');
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('hunza');
  });

  it('applies at once on Enter', async () => {
    const onSearch = jest.fn();
    renderBox('', onSearch);
    await userEvent.type(screen.getByRole('searchbox'), 'hbl{Enter}');
    expect(onSearch).toHaveBeenCalledWith('hbl');
  });

  it('follows the applied value when it changes elsewhere (back button, a shared link)', () => {
    const { rerender } = renderBox('first', jest.fn());
    rerender(<SearchBox value="second" onSearch={jest.fn()} placeholder="Search..." />);
    expect(screen.getByRole('searchbox')).toHaveValue('second');
  });
});

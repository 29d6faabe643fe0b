import { act, screen } from '@testing-library/react';

import { applyLanguage } from '@portal/i18n';
import { isPseudoLocalized, keysOf, switchToPseudoLocale } from '@portal/i18n/testing';
import { renderWithProviders } from '@portal/testing';

import { AppTable } from '../app-table';
import { FilterMenu, SortMenu } from '../list-menus';
import { LoadError } from '../load-error';
import { toast } from '../toaster';
import { uiEn } from './ui.en';
import { uiUr } from './ui.ur';

afterEach(() => act(() => applyLanguage('en')));

/** The visible text of every element that holds text of its own, and every accessible name given by aria-label. */
function textsOf(container: HTMLElement): string[] {
  const texts = [...container.querySelectorAll('*')].flatMap((element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
      .map((node) => node.textContent!),
  );
  const labels = [...container.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')!);
  // Text without a letter (a page number, a count) needs no words.
  return [...texts, ...labels].filter((text) => /\p{L}/u.test(text));
}

const columns = [{ key: 'name', header: 'Name', cell: (row: { name: string }) => row.name }];

/** The shared components with the words of their own, the screen's words left out. */
function SharedParts() {
  return (
    <>
      <AppTable
        caption=""
        columns={columns.map((column) => ({ ...column, header: '' }))}
        rows={[{ name: '' }]}
        rowKey={() => 'row'}
        loading={false}
        loadingText=""
        emptyText=""
        total={45}
        page={2}
        pageSize={20}
        onPageChange={() => undefined}
      />
      <LoadError message="" onRetry={() => undefined} />
      <SortMenu options={[]} value="" onChange={() => undefined} />
      <FilterMenu options={[]} checked={() => false} onCheckedChange={() => undefined} />
    </>
  );
}

describe("@portal/ui's strings", () => {
  it('has every key in English and Urdu', () => {
    expect(keysOf(uiUr).sort()).toEqual(keysOf(uiEn).sort());
  });

  it('leaves no word of the shared components outside the layer (pseudo-locale)', async () => {
    await act(() => switchToPseudoLocale());
    renderWithProviders(<SharedParts />);
    toast.info('⟦a screen’s message⟧');
    await screen.findByText('⟦a screen’s message⟧');
    const texts = textsOf(document.body);
    expect(texts.length).toBeGreaterThan(6);
    expect(texts.filter((text) => !isPseudoLocalized(text))).toEqual([]);
  });

  it('shows the pager, the table footer, Retry and the toasts in Urdu', async () => {
    await act(() => applyLanguage('ur'));
    renderWithProviders(<SharedParts />);
    toast.error('پیغام');
    expect(screen.getByRole('navigation', { name: 'صفحات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اگلا' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'صفحہ 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('45 میں سے 1 دکھائے جا رہے ہیں')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ترتیب' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'اطلاع بند کریں' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'اطلاعات (آلٹ+T)' })).toBeInTheDocument();
  });
});

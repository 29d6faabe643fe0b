import { act, screen } from '@testing-library/react';

import { dashboard, renderWithProviders } from '@portal/testing';

import { revenueOption } from './chart-options';
import { ChartPanel } from './chart-panel';
import { amountTable } from './chart-table';

// echarts needs a canvas; what it is given is tested in chart-options.test.ts.
jest.mock('./echart', () => ({ EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

/** An IntersectionObserver the test moves: `scrollNear()` reports every observed element in view. */
function observerTheTestMoves() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  globalThis.IntersectionObserver = class {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.targets = [];
    }
  } as unknown as typeof IntersectionObserver;
  return () => {
    for (const { callback, targets } of observers) {
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    }
  };
}

const { revenues } = dashboard();

describe('ChartPanel', () => {
  const tallScreenObserver = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = tallScreenObserver;
  });

  it('draws its chart only once the panel comes near the screen, and keeps it', async () => {
    const scrollNear = observerTheTestMoves();
    renderWithProviders(
      <ChartPanel
        title="Revenue"
        counts="PKR earned"
        empty="No trips yet."
        option={revenueOption(revenues)}
        table={amountTable(revenues)}
      />,
    );

    expect(screen.getByRole('region', { name: 'Revenue' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Revenue chart' })).not.toBeInTheDocument();
    // The numbers are there for screen readers before the chart is drawn.
    expect(screen.getByRole('table', { name: 'Revenue by month' })).toBeInTheDocument();

    act(scrollNear);
    expect(await screen.findByRole('img', { name: 'Revenue chart' })).toBeInTheDocument();
  });

  it('says what it counts, and draws no empty axis while no month has a figure', () => {
    const none = { '2026': revenues['2026']!.map((p) => ({ ...p, amount: p.amount === null ? null : 0 })) };
    renderWithProviders(
      <ChartPanel title="Revenue" counts="PKR earned" empty="No trips yet." option={revenueOption(none)} table={amountTable(none)} />,
    );
    const panel = screen.getByRole('region', { name: 'Revenue' });
    expect(panel).toHaveTextContent('PKR earned');
    expect(panel).toHaveTextContent('No trips yet.');
    expect(screen.queryByRole('img', { name: 'Revenue chart' })).not.toBeInTheDocument();
  });
});

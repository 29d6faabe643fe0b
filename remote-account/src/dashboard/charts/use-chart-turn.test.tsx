import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';

import { useChartTurn } from './use-chart-turn';

/** A chart that notes, when it draws, how many charts the page shows drawn (itself included). */
function Chart({ name, drawnAlongside }: { name: string; drawnAlongside: string[] }) {
  const mayDraw = useChartTurn();
  useEffect(() => {
    if (mayDraw) drawnAlongside.push(`${name}: ${screen.queryAllByText(/^drawn /).length}`);
  }, [mayDraw, name, drawnAlongside]);
  return <p>{mayDraw ? `drawn ${name}` : `waiting ${name}`}</p>;
}

describe('useChartTurn', () => {
  it('draws the charts one at a time, in the order they mounted, none at mounting', async () => {
    const log: string[] = [];
    render(
      <>
        {['revenue comparison', 'bookings', 'revenue'].map((name) => (
          <Chart key={name} name={name} drawnAlongside={log} />
        ))}
      </>,
    );
    expect(screen.getAllByText(/^waiting /)).toHaveLength(3);

    await waitFor(() => expect(screen.getAllByText(/^drawn /)).toHaveLength(3));
    // Each chart drew in a commit of its own: when it drew, only the charts before it were there.
    expect(log).toEqual(['revenue comparison: 1', 'bookings: 2', 'revenue: 3']);
  });

  it('lets the charts after one that went before its turn draw', async () => {
    const log: string[] = [];
    const { rerender } = render(
      <>
        {['a', 'b', 'c'].map((name) => (
          <Chart key={name} name={name} drawnAlongside={log} />
        ))}
      </>,
    );
    rerender(
      <>
        {['a', 'c'].map((name) => (
          <Chart key={name} name={name} drawnAlongside={log} />
        ))}
      </>,
    );

    expect(await screen.findByText('drawn c')).toBeInTheDocument();
    expect(log).toEqual(['a: 1', 'c: 2']);
  });
});

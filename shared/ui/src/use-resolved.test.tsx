import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';

import { loadOnce, useResolved } from './use-resolved';

function Screen({ code }: { code: Promise<string> | null }) {
  const title = useResolved(code);
  return <p>{title ?? 'Loading'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

function arriving<T>() {
  let arrive!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { promise, arrive, fail };
}

describe('useResolved', () => {
  it('shows what arrived once it arrives, without ever suspending', async () => {
    const code = arriving<string>();
    // A Suspense fallback shown would mean React's wait of up to 300 ms before the content.
    render(
      <Suspense fallback={<p>Suspended</p>}>
        <Screen code={code.promise} />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();

    await act(async () => code.arrive('Dashboard'));
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
  });

  it('gives a value it has seen arrive on the first render', async () => {
    const code = arriving<string>();
    const { unmount } = render(<Screen code={code.promise} />);
    await act(async () => code.arrive('Dashboard'));
    unmount();

    render(<Screen code={code.promise} />);
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('throws a failed load to the nearest error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const code = arriving<string>();
    render(
      <Boundary>
        <Screen code={code.promise} />
      </Boundary>,
    );

    await act(async () => code.fail(new Error('chunk failed')));
    expect(screen.getByText('Could not load')).toBeInTheDocument();
  });

  it('waits for nothing while nothing is asked', () => {
    render(<Screen code={null} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});

describe('loadOnce', () => {
  it('starts the load at the first call and gives every call its promise', () => {
    const load = jest.fn(() => Promise.resolve('chart code'));
    const loadChart = loadOnce(load);
    expect(load).not.toHaveBeenCalled();

    const first = loadChart();
    expect(loadChart()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

import { useEffect, useState } from 'react';

// echarts' set-up and first draw take 30-40 ms a chart on a desktop. The dashboard's three charts,
// drawn in one commit, made one task of about 100 ms, which Lighthouse counted as blocking time
// (ADR 0008, stop 32). Each chart now waits for the one before it to be drawn, then for a frame.
let lastDrawn: Promise<void> = Promise.resolve();

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Whether this chart may draw yet: the charts draw one a frame, in the order they mounted. */
export function useChartTurn(): boolean {
  const [drawn, setDrawn] = useState<(() => void) | null>(null);
  useEffect(() => {
    let done = () => {};
    const turn = new Promise<void>((resolve) => (done = resolve));
    const before = lastDrawn;
    lastDrawn = turn;
    let mounted = true;
    void before.then(nextFrame).then(() => {
      if (mounted) setDrawn(() => done);
    });
    // A chart that goes before its turn hands it on, once the chart before it has drawn.
    return () => {
      mounted = false;
      void before.then(done);
    };
  }, []);
  // Runs after the commit that drew this chart: the next one may then take the next frame.
  useEffect(() => drawn?.(), [drawn]);
  return drawn !== null;
}

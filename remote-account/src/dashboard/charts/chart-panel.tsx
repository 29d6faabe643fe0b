import { useRef } from 'react';
import { Skeleton, VisuallyHidden, loadOnce, useResolved } from '@portal/ui';
import { SectionCard } from '../../common/section-card';
import { CHART_HEIGHT, type ChartOption } from './chart-options';
import type { ChartTable } from './chart-table';
import { useNearViewport } from './use-near-viewport';

// echarts arrives in its own chunk, when a chart comes near the viewport: one download for every chart.
const loadEChart = loadOnce(() => import('./echart'));

/**
 * The chart's text alternative: the same numbers in a table that screen readers read and the eye
 * does not see. Plain elements: a table nobody sees needs no styles, and Chakra's styling of its
 * cells (most of the dashboard's elements) was a large part of the page's render.
 */
function ChartData({ title, table }: { title: string; table: ChartTable }) {
  return (
    <VisuallyHidden>
      <table aria-label={`${title} by month`}>
        <thead>
          <tr>
            <th>Month</th>
            {table.years.map((year) => <th key={year}>{year}</th>)}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.month}</th>
              {row.values.map((value, i) => <td key={table.years[i]}>{value}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

export function ChartPanel({ title, option, table }: { title: string; option: ChartOption; table: ChartTable }) {
  const area = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area);
  const echart = useResolved(near ? loadEChart() : null);
  return (
    <SectionCard title={title}>
      <div ref={area}>
        {echart ? <echart.EChart option={option} label={`${title} chart`} /> : <Skeleton height={`${CHART_HEIGHT}px`} />}
      </div>
      <ChartData title={title} table={table} />
    </SectionCard>
  );
}

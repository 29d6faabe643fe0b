import { useRef } from 'react';
import { Skeleton, Table, VisuallyHidden, loadOnce, useResolved } from '@portal/ui';
import { SectionCard } from '../../common/section-card';
import { CHART_HEIGHT, type ChartOption } from './chart-options';
import type { ChartTable } from './chart-table';
import { useNearViewport } from './use-near-viewport';

// echarts arrives in its own chunk, when a chart comes near the viewport: one download for every chart.
const loadEChart = loadOnce(() => import('./echart'));

/** The chart's text alternative: the same numbers in a table that screen readers read and the eye does not see. */
function ChartData({ title, table }: { title: string; table: ChartTable }) {
  return (
    <VisuallyHidden>
      <Table.Root aria-label={`${title} by month`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Month</Table.ColumnHeader>
            {table.years.map((year) => <Table.ColumnHeader key={year}>{year}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row) => (
            <Table.Row key={row.month}>
              <Table.ColumnHeader scope="row">{row.month}</Table.ColumnHeader>
              {row.values.map((value, i) => <Table.Cell key={table.years[i]}>{value}</Table.Cell>)}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
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

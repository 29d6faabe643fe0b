import { lazy, Suspense, useRef } from 'react';
import { Skeleton, Table, VisuallyHidden } from '@portal/ui';
import { SectionCard } from '../../common/section-card';
import { CHART_HEIGHT, type ChartOption } from './chart-options';
import type { ChartTable } from './chart-table';
import { useNearViewport } from './use-near-viewport';

// echarts arrives in its own chunk, when a chart comes near the viewport.
const EChart = lazy(() => import('./echart').then((m) => ({ default: m.EChart })));

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
  const placeholder = <Skeleton height={`${CHART_HEIGHT}px`} />;
  return (
    <SectionCard title={title}>
      <div ref={area}>
        {near ? (
          <Suspense fallback={placeholder}>
            <EChart option={option} label={`${title} chart`} />
          </Suspense>
        ) : placeholder}
      </div>
      <ChartData title={title} table={table} />
    </SectionCard>
  );
}

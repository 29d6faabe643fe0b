import { useRef } from 'react';

import { loadOnce, Skeleton, Text, useResolved, VisuallyHidden } from '@portal/ui';

import { SectionCard } from '../../common/section-card';
import { useDashboardStrings } from '../../strings/dashboard-strings';
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
  const t = useDashboardStrings();
  return (
    <VisuallyHidden>
      <table aria-label={t('charts.byMonth', { title })}>
        <thead>
          <tr>
            <th>{t('charts.month')}</th>
            {table.years.map((year) => (
              <th key={year}>{year}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.month}</th>
              {row.values.map((value, i) => (
                <td key={table.years[i]}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

/** The chart, fetched and drawn once near the screen: the skeleton holds its place until then. */
function NearChart({ title, option }: { title: string; option: ChartOption }) {
  const area = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area);
  const echart = useResolved(near ? loadEChart() : null);
  const t = useDashboardStrings();
  return (
    <div ref={area}>
      {echart ? <echart.EChart option={option} label={t('charts.chart', { title })} /> : <Skeleton height={`${CHART_HEIGHT}px`} />}
    </div>
  );
}

interface ChartPanelProps {
  title: string;
  /** What the chart counts, under its title: the two revenue charts count the same money differently. */
  counts: string;
  /** Shown instead of an empty axis while no month has a figure (and echarts is not fetched for it). */
  empty: string;
  option: ChartOption;
  table: ChartTable;
}

export function ChartPanel({ title, counts, empty, option, table }: ChartPanelProps) {
  return (
    <SectionCard title={title}>
      <Text fontSize="sm" color="gray.600" mb="2">
        {counts}
      </Text>
      {table.hasFigures ? (
        <NearChart title={title} option={option} />
      ) : (
        <Text fontSize="sm" color="gray.600">
          {empty}
        </Text>
      )}
      <ChartData title={title} table={table} />
    </SectionCard>
  );
}

import { lazy, Suspense } from 'react';
import { Skeleton } from '@portal/ui';
import { SectionCard } from '../../common/section-card';
import { CHART_HEIGHT, type ChartOption } from './chart-options';

// echarts arrives in its own chunk, after the cards and lists have rendered.
const EChart = lazy(() => import('./echart').then((m) => ({ default: m.EChart })));

export function ChartPanel({ title, option }: { title: string; option: ChartOption }) {
  return (
    <SectionCard title={title}>
      <Suspense fallback={<Skeleton height={`${CHART_HEIGHT}px`} />}>
        <EChart option={option} label={`${title} chart`} />
      </Suspense>
    </SectionCard>
  );
}

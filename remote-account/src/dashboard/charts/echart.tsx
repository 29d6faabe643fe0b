// The only file that imports echarts, loaded lazily with the charts: only the parts used are
// registered (line and bar charts, grid, tooltip, legend, canvas), and echarts is bundled with this
// remote alone, never shared.
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';

import { CHART_HEIGHT, type ChartOption } from './chart-options';
import { useChartTurn } from './use-chart-turn';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export function EChart({ option, label }: { option: ChartOption; label: string }) {
  const mayDraw = useChartTurn();
  return (
    <div role="img" aria-label={label} style={{ minHeight: CHART_HEIGHT }}>
      {mayDraw && <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: CHART_HEIGHT, width: '100%' }} />}
    </div>
  );
}

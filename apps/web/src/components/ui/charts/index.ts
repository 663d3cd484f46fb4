export { BarChart, type TBarDatum, type TSeries } from './bar-chart';
export { DoughnutChart, type TSlice } from './doughnut-chart';
export { ChartLegend, type TLegendItem } from './legend';
export { LineChart, type TChartMarker, type TLinePoint } from './line-chart';
export { PieChart, sharesOf } from './pie-chart';
export { shortDay } from './scale';

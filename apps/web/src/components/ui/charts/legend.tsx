import classes from './charts.module.css';

export type TLegendItem = { name: string; color: string; value?: string; dashed?: boolean };

/** The series of a chart with their colours (and values, for a doughnut). */
export function ChartLegend({ items }: { items: readonly TLegendItem[] }) {
  return (
    <ul className={classes.legend}>
      {items.map((item) => (
        <li key={item.name}>
          <span
            className={item.dashed ? classes.dashedSwatch : classes.swatch}
            style={item.dashed ? { borderColor: item.color } : { background: item.color }}
            aria-hidden
          />
          {item.name}
          {item.value !== undefined && <strong>{item.value}</strong>}
        </li>
      ))}
    </ul>
  );
}

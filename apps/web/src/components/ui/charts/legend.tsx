import classes from './charts.module.css';

export type TLegendItem = { name: string; color: string; value?: string };

/** The series of a chart with their colours (and values, for a doughnut). */
export function ChartLegend({ items }: { items: readonly TLegendItem[] }) {
  return (
    <ul className={classes.legend}>
      {items.map((item) => (
        <li key={item.name}>
          <span className={classes.swatch} style={{ background: item.color }} aria-hidden />
          {item.name}
          {item.value !== undefined && <strong>{item.value}</strong>}
        </li>
      ))}
    </ul>
  );
}

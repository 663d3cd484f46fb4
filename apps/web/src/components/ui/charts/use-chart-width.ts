import { useElementSize } from '@mantine/hooks';

/** The width the chart has; before it is measured (and in jsdom) a sensible default. */
export function useChartWidth(fallback = 640) {
  const { ref, width } = useElementSize();
  return { ref, width: width > 0 ? Math.floor(width) : fallback };
}

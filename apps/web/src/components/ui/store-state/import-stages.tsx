import { Badge, Loader, Text, ThemeIcon } from '@mantine/core';
import {
  IMPORT_STAGE_LABELS,
  IMPORT_STAGES,
  importStageReasonText,
  type TImportStage,
} from '@seller-tools/contract';
import { IconAlertTriangle, IconCheck, IconClock, IconMinus } from '@tabler/icons-react';
import classes from './store-state.module.css';

const STAGE_LABELS: Record<string, string> = IMPORT_STAGE_LABELS;

const STATUS_LABELS: Record<TImportStage['status'], string> = {
  waiting: 'Waiting',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  // Nothing it may read (Ads without its consent): the reason says why; not an error.
  skipped: 'Skipped',
};

function StageIcon({ status }: { status: TImportStage['status'] }) {
  if (status === 'running') return <Loader size={18} type="oval" aria-hidden />;
  const Icon = { done: IconCheck, failed: IconAlertTriangle, waiting: IconClock, skipped: IconMinus }[status];
  const color = { done: 'teal', failed: 'red', waiting: 'gray', skipped: 'gray' }[status];
  return (
    <ThemeIcon size={22} radius="xl" variant="light" color={color} aria-hidden>
      <Icon size={14} />
    </ThemeIcon>
  );
}

// What the sync counts, in a seller's words; bookkeeping counters are not shown as things read.
const COUNT_LABELS: Record<string, string> = {
  asins: 'products',
  items: 'order items',
  ledger: 'ledger events',
  feedback: 'seller feedback',
  profiles: 'ad profiles',
  ad_groups: 'ad groups',
  product_ads: 'product ads',
  daily_metrics: 'daily ad metrics',
  // Amazon records that failed their checks, skipped (and logged) rather than failing the stage.
  quarantined: 'malformed records skipped',
};
const BOOKKEEPING = new Set(['windows', 'windowsDone', 'reports']);

function countsText(counts: Record<string, number>): string {
  const read = Object.entries(counts)
    .filter(([name]) => !BOOKKEEPING.has(name))
    .map(
      ([name, count]) =>
        `${count.toLocaleString('en-US')} ${COUNT_LABELS[name] ?? name.replaceAll('_', ' ')}`,
    );
  // The orders import reads its two years month by month: say how far it has come while it runs.
  const { windows, windowsDone } = counts;
  if (windows && windowsDone !== undefined && windowsDone < windows)
    read.push(`${windowsDone} of ${windows} months read`);
  return read.join(', ');
}

/** The initial import's stages in the order they run, each with its status and what it has read. */
export function ImportStages({ stages }: { stages: readonly TImportStage[] }) {
  const ordered = [...stages].sort(
    (a, b) =>
      (IMPORT_STAGES as readonly string[]).indexOf(a.stage) -
      (IMPORT_STAGES as readonly string[]).indexOf(b.stage),
  );
  return (
    <ul className={classes.stages} aria-label="Import progress">
      {ordered.map((stage) => (
        <li key={stage.stage} className={classes.stage}>
          <StageIcon status={stage.status} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {STAGE_LABELS[stage.stage] ?? stage.stage}
            </Text>
            {Object.keys(stage.counts).length > 0 && (
              <Text size="xs" c="dimmed">
                {countsText(stage.counts)}
              </Text>
            )}
            {stage.status === 'failed' && stage.reason && (
              <Text size="xs" c="red.8">
                {importStageReasonText(stage.reason)}
              </Text>
            )}
            {stage.status === 'skipped' && stage.reason && (
              <Text size="xs" c="dimmed">
                {importStageReasonText(stage.reason)}
              </Text>
            )}
          </div>
          <Badge
            size="sm"
            variant="light"
            color={
              { done: 'teal', failed: 'red', running: 'brand', waiting: 'gray', skipped: 'gray' }[
                stage.status
              ]
            }
          >
            {STATUS_LABELS[stage.status]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

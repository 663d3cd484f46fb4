import { Badge, Button, Collapse, Stack, Text } from '@mantine/core';
import type { TReviewRequestLogItem } from '@seller-tools/contract';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { formatDay, formatZonedDateTime, reasonText } from './format';
import { LogAttempts } from './log-attempts';
import classes from './review-requests.module.css';
import { SendNowButton } from './send-now-button';
import { STATUS_META } from './status';

const ASINS_SHOWN = 3;

function Cell({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <span className={classes.cellLabel}>{label}</span>
      {children}
    </div>
  );
}

/** When the order was or will be asked; while waiting, also when Amazon's window closes. */
function When({ item, timeZone }: { item: TReviewRequestLogItem; timeZone: string }) {
  if (item.done_at) {
    return <Text size="sm">Done {formatZonedDateTime(item.done_at, timeZone)}</Text>;
  }
  return (
    <>
      <Text size="sm">Scheduled for {formatZonedDateTime(item.scheduled_at, timeZone)}</Text>
      <Text size="xs" c="dimmed">
        Window closes {formatDay(item.window_end, timeZone)}
      </Text>
    </>
  );
}

/** Waiting, or skipped only because no rule covers it while Amazon's window is still open: the seller's to send. */
const sendable = (item: TReviewRequestLogItem) =>
  item.status === 'scheduled' ||
  (item.status === 'skipped' && item.reason === 'no-rule' && Date.parse(item.window_end) > Date.now());

/**
 * One order: id and products, purchase day, state with its reason, timing, its attempts on demand, and
 * while it waits (or no rule covers it), "Send now".
 */
export function LogRow({
  channelId,
  item,
  timeZone,
}: {
  channelId: string;
  item: TReviewRequestLogItem;
  timeZone: string;
}) {
  const [open, setOpen] = useState(false);
  const attemptsId = useId();
  const meta = STATUS_META[item.status];
  const extra = item.asins.length - ASINS_SHOWN;
  const count = item.attempts.length;

  return (
    <li className={classes.row}>
      <Cell label="Order">
        <Text size="sm" fw={600} className={classes.mono}>
          {item.amazon_order_id}
        </Text>
        <Text size="xs" c="dimmed" className={classes.mono}>
          {item.asins.length === 0
            ? 'No ASIN yet'
            : `${item.asins.slice(0, ASINS_SHOWN).join(', ')}${extra > 0 ? ` +${extra} more` : ''}`}
        </Text>
      </Cell>
      <Cell label="Purchased">
        <Text size="sm">{formatDay(item.purchase_date, timeZone)}</Text>
      </Cell>
      <Cell label="Status">
        <Stack gap={4} align="flex-start">
          <Badge variant="light" color={meta.color} title={meta.hint}>
            {meta.label}
          </Badge>
          {item.reason && <Text size="xs">{reasonText(item.reason)}</Text>}
          {item.rule_name && <Text size="xs" c="dimmed">{`By ${item.rule_name}`}</Text>}
          {item.error && (
            <Text size="xs" c="red.8" className={classes.mono}>
              {item.error}
            </Text>
          )}
        </Stack>
      </Cell>
      <Cell label={item.done_at ? 'Done at' : 'Scheduled for'}>
        <Stack gap={4} align="flex-start">
          <div>
            <When item={item} timeZone={timeZone} />
          </div>
          {sendable(item) && <SendNowButton channelId={channelId} orderId={item.amazon_order_id} />}
        </Stack>
      </Cell>
      <div className={classes.toggleCell}>
        {count === 0 ? (
          <Text size="xs" c="dimmed">
            No attempt yet
          </Text>
        ) : (
          <Button
            size="compact-sm"
            variant="subtle"
            aria-expanded={open}
            aria-controls={attemptsId}
            aria-label={`${count === 1 ? '1 attempt' : `${count} attempts`}, order ${item.amazon_order_id}`}
            onClick={() => setOpen((value) => !value)}
            rightSection={
              <IconChevronDown
                size={14}
                aria-hidden
                style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
            }
          >
            {count === 1 ? '1 attempt' : `${count} attempts`}
          </Button>
        )}
      </div>
      {count > 0 && (
        <Collapse expanded={open} id={attemptsId} className={classes.attempts} keepMounted={false}>
          <LogAttempts orderId={item.amazon_order_id} attempts={item.attempts} timeZone={timeZone} />
        </Collapse>
      )}
    </li>
  );
}

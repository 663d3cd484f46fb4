import { Button, Group, NumberInput, ScrollArea, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { TPpcDayparting } from '@seller-tools/contract';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { usePpcDayparting, useSavePpcDayparting } from '../api/ppc-dayparting';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * Dayparting: a bid multiplier per weekday and hour in the PPC time zone (1 = the keyword's own bid), and
 * optionally a campaign budget multiplier per weekday and hour.
 */
export function PpcDaypartingGrid({ channelId }: { channelId: string }) {
  const query = usePpcDayparting(channelId);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Dayparting
      </Title>
      <QueryState query={query} errorTitle="Dayparting could not be loaded">
        {(data) => <GridEditor key={JSON.stringify(data)} channelId={channelId} saved={data} />}
      </QueryState>
    </Stack>
  );
}

const flat = () => Array.from({ length: 7 }, () => HOURS.map(() => 1));

function GridEditor({ channelId, saved }: { channelId: string; saved: TPpcDayparting }) {
  const [enabled, setEnabled] = useState(saved.enabled);
  const [grid, setGrid] = useState(saved.multipliers);
  // Budget multipliers: null while campaign budgets are not dayparted.
  const [budgets, setBudgets] = useState<number[][] | null>(saved.budget_multipliers);
  const save = useSavePpcDayparting(channelId);

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Hours in {saved.timezone}. Every hour, each enabled keyword’s bid becomes its base bid × the hour’s
        multiplier (0 to 5), and with budget dayparting each enabled campaign’s daily budget its base budget ×
        the hour’s budget multiplier; switching either off puts the base values back. Every change is in the
        change log and can be undone.
      </Text>
      <Switch label="Dayparting on" checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
      <MultiplierGrid title="Bid multipliers" noun="bid" grid={grid} onChange={setGrid} />
      <Switch
        label="Daypart campaign budgets too"
        checked={budgets !== null}
        onChange={(e) => setBudgets(e.currentTarget.checked ? (saved.budget_multipliers ?? flat()) : null)}
      />
      {budgets && (
        <MultiplierGrid title="Budget multipliers" noun="budget" grid={budgets} onChange={setBudgets} />
      )}
      <Group>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { enabled, multipliers: grid, budget_multipliers: budgets },
              {
                onSuccess: (r) => showToast({ kind: 'success', message: r.message ?? 'Dayparting saved.' }),
                onError: (e) => showToast({ kind: 'error', message: errorMessageOf(e) }),
              },
            )
          }
        >
          Save dayparting
        </Button>
      </Group>
    </Stack>
  );
}

/** One 7×24 grid of multipliers, with a "fill every hour" shortcut. */
function MultiplierGrid({
  title,
  noun,
  grid,
  onChange,
}: {
  title: string;
  noun: 'bid' | 'budget';
  grid: number[][];
  onChange: (grid: number[][]) => void;
}) {
  const [fill, setFill] = useState<number | string>(1);
  const setCell = (day: number, hour: number, value: number) =>
    onChange(grid.map((row, d) => (d === day ? row.map((v, h) => (h === hour ? value : v)) : row)));
  const suffix = noun === 'bid' ? 'multiplier' : 'budget multiplier';
  return (
    <Stack gap={6}>
      <Title order={3} size="h6">
        {title}
      </Title>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NumberInput
          label={`Fill every hour (${noun})`}
          min={0}
          max={5}
          step={0.1}
          decimalScale={2}
          value={fill}
          onChange={setFill}
          w={170}
        />
        <Button
          variant="light"
          aria-label={`Fill every ${noun} hour`}
          onClick={() => onChange(grid.map((row) => row.map(() => Number(fill) || 0)))}
        >
          Fill
        </Button>
      </Group>
      <ScrollArea type="auto" offsetScrollbars>
        <Table
          aria-label={`${noun === 'bid' ? 'Bid' : 'Budget'} multipliers by weekday and hour`}
          withTableBorder
          fz="xs"
          miw={900}
          verticalSpacing={2}
          horizontalSpacing={2}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {HOURS.map((h) => (
                <Table.Th key={h} ta="center">
                  {String(h).padStart(2, '0')}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.map((row, day) => (
              <Table.Tr key={DAYS[day]}>
                <Table.Th scope="row">{DAYS[day]}</Table.Th>
                {row.map((value, hour) => (
                  <Table.Td key={HOURS[hour]} p={1}>
                    <input
                      type="number"
                      aria-label={`${DAYS[day]} ${String(hour).padStart(2, '0')}:00 ${suffix}`}
                      min={0}
                      max={5}
                      step={0.1}
                      value={value}
                      onChange={(e) =>
                        setCell(day, hour, Math.min(5, Math.max(0, Number(e.currentTarget.value) || 0)))
                      }
                      style={{
                        width: 34,
                        fontSize: 11,
                        textAlign: 'center',
                        border: 'none',
                        background:
                          value > 1
                            ? 'var(--mantine-color-green-1)'
                            : value < 1
                              ? 'var(--mantine-color-orange-1)'
                              : 'transparent',
                      }}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}

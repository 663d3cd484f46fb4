import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { METRIC_KEYS, METRIC_LABELS, type TMetricKey } from './metric-columns';

interface ColumnChooserProps {
  visible: readonly TMetricKey[];
  onChange: (visible: TMetricKey[]) => void;
}

/** Which figure columns a PPC table shows (at least one). */
export function ColumnChooser({ visible, onChange }: ColumnChooserProps) {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label="Show columns"
          value={[...visible]}
          onChange={(next) => {
            if (next.length > 0) onChange(METRIC_KEYS.filter((key) => next.includes(key)));
          }}
        >
          <Stack gap={6} mt="xs">
            {METRIC_KEYS.map((key) => (
              <Checkbox key={key} value={key} label={METRIC_LABELS[key]} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}

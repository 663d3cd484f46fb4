import { Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TCampaignBlock } from '@seller-tools/contract';
import { useState } from 'react';
import { useRenderedHtml } from '../api/campaigns';

const WIDTHS = { desktop: 600, phone: 375 } as const;

/**
 * The server's rendered, sanitised HTML in a sandboxed iframe (no scripts, its own origin) at the width
 * of a desktop mail client (600 px) or a phone (375 px).
 */
export function EmailPreview(props: { subject: string; preheader: string; blocks: TCampaignBlock[] }) {
  const [device, setDevice] = useState<keyof typeof WIDTHS>('desktop');
  const [doc] = useDebouncedValue(props, 500);
  const rendered = useRenderedHtml(doc);
  const width = WIDTHS[device];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>Preview</Text>
        <SegmentedControl
          size="xs"
          value={device}
          onChange={(v) => setDevice(v as keyof typeof WIDTHS)}
          data={[
            { value: 'desktop', label: 'Desktop 600 px' },
            { value: 'phone', label: 'Phone 375 px' },
          ]}
        />
      </Group>
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        {rendered.isError ? (
          <Text size="sm" c="red" p="sm">
            The preview could not be rendered.
          </Text>
        ) : (
          <iframe
            title={`Email preview ${width} px`}
            data-testid={`preview-${width}`}
            sandbox=""
            srcDoc={rendered.data ?? ''}
            style={{ width, maxWidth: 'none', height: 640, border: 0, display: 'block', margin: '0 auto' }}
          />
        )}
      </Paper>
    </Stack>
  );
}

import { Code, Table } from '@mantine/core';

/** A label from an evidence key: "reference_id" → "Reference id". */
function keyLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value, null, 2);
}

/** Every key of a finding's evidence, as the case is filed from it (the source rows as JSON). */
export function EvidenceTable({ evidence }: { evidence: Record<string, unknown> }) {
  const entries = Object.entries(evidence);
  if (entries.length === 0) return null;
  return (
    <Table withTableBorder withColumnBorders fz="xs" layout="fixed" aria-label="Evidence">
      <Table.Tbody>
        {entries.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th w="34%">{keyLabel(key)}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {typeof value === 'object' && value !== null ? (
                <Code block fz="xs" style={{ whiteSpace: 'pre-wrap' }}>
                  {valueText(value)}
                </Code>
              ) : (
                valueText(value)
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import {
  ActionIcon,
  Button,
  Group,
  Menu,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { CAMPAIGN_BLOCK_TYPES, type TCampaignBlock, type TCampaignBlockType } from '@seller-tools/contract';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

// The campaign's blocks, in order. Reordering: drag a block by its handle (native HTML5 drag and drop: the
// web app has no drag library), or its up/down buttons, which keyboard and touch users reach too.

const LABELS: Record<TCampaignBlockType, string> = {
  heading: 'Heading',
  text: 'Text',
  image: 'Image',
  button: 'Button',
  divider: 'Divider',
  columns: 'Two columns',
  footer: 'Footer (unsubscribe link)',
};

let nextId = 0;
const newId = () => `b${Date.now().toString(36)}${(nextId++).toString(36)}`;

export function newBlock(type: TCampaignBlockType): TCampaignBlock {
  const id = newId();
  switch (type) {
    case 'heading':
      return { type, id, text: 'Heading', level: '2' };
    case 'text':
      return { type, id, text: '' };
    case 'image':
      return { type, id, src: '', alt: '', href: '' };
    case 'button':
      return { type, id, label: 'Learn more', href: '' };
    case 'divider':
      return { type, id };
    case 'columns':
      return { type, id, left: '', right: '' };
    case 'footer':
      return { type, id, text: '' };
  }
}

const LINK_HINT = 'Links: [label](https://…). A blank line starts a paragraph.';

function BlockFields({ block, onChange }: { block: TCampaignBlock; onChange: (b: TCampaignBlock) => void }) {
  // One text of the block as an input's value, and the block with the new text on a change.
  const field = <B extends TCampaignBlock>(b: B, key: keyof B & string) => ({
    value: b[key] as string,
    onChange: (e: { currentTarget: { value: string } }) =>
      onChange({ ...b, [key]: e.currentTarget.value } as TCampaignBlock),
  });
  switch (block.type) {
    case 'heading':
      return (
        <Group align="flex-end" grow>
          <TextInput label="Heading" {...field(block, 'text')} />
          <Select
            label="Size"
            maw={140}
            data={[
              { value: '1', label: 'Large' },
              { value: '2', label: 'Medium' },
            ]}
            value={block.level}
            allowDeselect={false}
            onChange={(level) => onChange({ ...block, level: level === '1' ? '1' : '2' })}
          />
        </Group>
      );
    case 'text':
    case 'footer':
      return (
        <Textarea
          label={block.type === 'footer' ? 'Footer text (the unsubscribe link is added under it)' : 'Text'}
          description={LINK_HINT}
          autosize
          minRows={3}
          {...field(block, 'text')}
        />
      );
    case 'image':
      return (
        <Stack gap="xs">
          <TextInput label="Image address (https)" {...field(block, 'src')} />
          <TextInput label="Alternative text" {...field(block, 'alt')} />
          <TextInput label="Link (optional)" {...field(block, 'href')} />
        </Stack>
      );
    case 'button':
      return (
        <Group grow>
          <TextInput label="Button label" {...field(block, 'label')} />
          <TextInput label="Button link (https)" {...field(block, 'href')} />
        </Group>
      );
    case 'divider':
      return (
        <Text size="sm" c="dimmed">
          A horizontal line.
        </Text>
      );
    case 'columns':
      return (
        <Group grow align="flex-start">
          <Textarea
            label="Left column"
            description={LINK_HINT}
            autosize
            minRows={2}
            {...field(block, 'left')}
          />
          <Textarea label="Right column" autosize minRows={2} {...field(block, 'right')} />
        </Group>
      );
  }
}

export function BlockEditor({
  blocks,
  onChange,
  error,
}: {
  blocks: TCampaignBlock[];
  onChange: (blocks: TCampaignBlock[]) => void;
  error?: string | null;
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    const next = [...blocks];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };
  const replace = (index: number, block: TCampaignBlock) =>
    onChange(blocks.map((b, i) => (i === index ? block : b)));

  return (
    <Stack gap="sm">
      {blocks.length === 0 && (
        <Text size="sm" c="dimmed">
          No blocks yet: add a heading, text or button.
        </Text>
      )}
      {blocks.map((block, index) => (
        <Paper
          key={block.id}
          withBorder
          p="sm"
          radius="md"
          data-block={block.type}
          onDragOver={(e) => {
            if (dragging !== null) e.preventDefault();
          }}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging !== null) move(dragging, index);
            setDragging(null);
          }}
          style={{ opacity: dragging === index ? 0.5 : 1 }}
        >
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Drag ${LABELS[block.type]} block`}
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(index));
                  setDragging(index);
                }}
                onDragEnd={() => setDragging(null)}
                style={{ cursor: 'grab' }}
              >
                <IconGripVertical size={16} />
              </ActionIcon>
              <Text size="sm" fw={600}>
                {LABELS[block.type]}
              </Text>
            </Group>
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${LABELS[block.type]} block up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${LABELS[block.type]} block down`}
                disabled={index === blocks.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${LABELS[block.type]} block`}
                onClick={() => onChange(blocks.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
          <BlockFields block={block} onChange={(b) => replace(index, b)} />
        </Paper>
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Menu position="bottom-start">
        <Menu.Target>
          <Button variant="light" leftSection={<IconPlus size={16} />} w="fit-content">
            Add block
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {CAMPAIGN_BLOCK_TYPES.map((type) => (
            <Menu.Item key={type} onClick={() => onChange([...blocks, newBlock(type)])}>
              {LABELS[type]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}

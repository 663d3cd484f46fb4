import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { REVIEW_REQUEST_ORDER_EXCLUSIONS, type TReviewRequestOrderExclusion } from '@seller-tools/contract';
import { IconBan } from '@tabler/icons-react';
import type { TRuleDraft, TRuleErrors } from './rule-draft';
import { RuleListField, type RuleListFieldProps } from './rule-list-field';
import { RuleSwitch } from './rule-switch';

interface RuleExclusionsProps {
  draft: TRuleDraft;
  errors: TRuleErrors;
  onChange: (change: Partial<TRuleDraft>) => void;
}

/** What each order-data exclusion reads, in the seller's words. */
const ORDER_EXCLUSION_HINTS: Record<TReviewRequestOrderExclusion, string> = {
  exclude_refunded: 'A refund in Amazon’s financial events, even without a return.',
  exclude_replacement: 'Amazon sent a replacement: the first item had a problem.',
  exclude_business: 'Amazon Business buyers buying for a company.',
  exclude_fbm: 'Orders you ship yourself; FBA orders are still asked.',
  exclude_shipped_late: 'Shipped after the order’s latest ship date (the day Amazon recorded the shipment).',
};

/** The lists of products and orders never asked, each checked value by value as it is added. */
const LIST_FIELDS: Omit<RuleListFieldProps, 'draft' | 'errors' | 'onChange'>[] = [
  {
    field: 'excluded_asins',
    label: 'Excluded ASINs',
    description: 'Orders containing any of these products are skipped.',
    placeholder: 'e.g. B08N5WRWNW, Enter to add',
    normalize: (value) => value.trim().toUpperCase(),
  },
  {
    field: 'excluded_skus',
    label: 'Excluded SKUs',
    description: 'Your own SKUs, as in Seller Central.',
    placeholder: 'e.g. MUG-BLUE-12, Enter to add',
    // SKUs may hold spaces, so only commas, semicolons and new lines separate them.
    splitChars: [',', ';', '\n'],
    badEntryMessage: 'A SKU has 1 to 60 characters.',
  },
  {
    field: 'do_not_solicit',
    label: 'Do-not-solicit orders',
    description: 'Amazon order ids never to ask, e.g. a buyer who wrote to you already.',
    placeholder: 'e.g. 112-1234567-1234567, Enter to add',
  },
];

/** The orders never asked: cancelled (always), returned, unhappy buyers, chosen products and orders. */
export function RuleExclusions({ draft, errors, onChange }: RuleExclusionsProps) {
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon size="sm" radius="xl" variant="light" color="gray" aria-hidden>
          <IconBan size={14} />
        </ThemeIcon>
        <Text size="sm">Cancelled orders are always skipped.</Text>
      </Group>
      <RuleSwitch
        field="exclude_returned"
        draft={draft}
        onChange={onChange}
        label="Skip returned orders"
        description="Checked again just before sending, so a return started after scheduling still counts."
      />
      {(Object.keys(REVIEW_REQUEST_ORDER_EXCLUSIONS) as TReviewRequestOrderExclusion[]).map((field) => (
        <RuleSwitch
          key={field}
          field={field}
          draft={draft}
          onChange={onChange}
          label={REVIEW_REQUEST_ORDER_EXCLUSIONS[field].label}
          description={ORDER_EXCLUSION_HINTS[field]}
        />
      ))}
      <RuleSwitch
        field="exclude_negative_feedback"
        draft={draft}
        onChange={onChange}
        label="Skip buyers who left negative seller feedback"
        description="Negative (1 or 2 star) feedback on the order: asking them for a review rarely helps."
      />
      {LIST_FIELDS.map((list) => (
        <RuleListField key={list.field} {...list} draft={draft} errors={errors} onChange={onChange} />
      ))}
    </Stack>
  );
}

import { Tabs } from '@mantine/core';
import type { TPpcOverview } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import type { TPpcRangeFilters } from '../api/ppc';
import { ChangeLogPanel } from './change-log-panel';
import { CampaignsPanel, KeywordsPanel, OverviewPanel, ProductsPanel } from './panels';
import { PpcDaypartingGrid } from './ppc-dayparting-grid';
import { PpcHarvestPanel } from './ppc-harvest-panel';
import { PpcRulesPanel } from './ppc-rules-panel';

// PPC Manager's tabs, in order: what happened (overview and tables), what to change (rules, search
// terms to harvest, dayparting) and what was changed (the change log, with undo).

export interface TPpcTabContext {
  channelId: string;
  range: TPpcRangeFilters;
  compare: boolean;
  timeZone: string;
  overview: TPpcOverview;
}

export interface TPpcTab {
  value: string;
  label: string;
  render: (context: TPpcTabContext) => ReactNode;
}

export const PPC_TABS: readonly TPpcTab[] = [
  { value: 'overview', label: 'Overview', render: (context) => <OverviewPanel {...context} /> },
  { value: 'campaigns', label: 'Campaigns', render: (context) => <CampaignsPanel {...context} /> },
  { value: 'keywords', label: 'Keywords & targets', render: (context) => <KeywordsPanel {...context} /> },
  { value: 'products', label: 'Products', render: (context) => <ProductsPanel {...context} /> },
  {
    value: 'rules',
    label: 'Rules',
    render: ({ channelId, overview }) => <PpcRulesPanel channelId={channelId} currency={overview.currency} />,
  },
  {
    value: 'search-terms',
    label: 'Search terms',
    render: ({ channelId }) => <PpcHarvestPanel channelId={channelId} />,
  },
  {
    value: 'dayparting',
    label: 'Dayparting',
    render: ({ channelId }) => <PpcDaypartingGrid channelId={channelId} />,
  },
  {
    value: 'changes',
    label: 'Change log',
    render: ({ channelId }) => <ChangeLogPanel channelId={channelId} />,
  },
];

/** The tab list and the chosen tab's panel (only the chosen one is mounted, so only it loads). */
export function PpcTabs({
  context,
  tabs = PPC_TABS,
}: {
  context: TPpcTabContext;
  tabs?: readonly TPpcTab[];
}) {
  return (
    <Tabs defaultValue={tabs[0]?.value} keepMounted={false}>
      <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.render(context)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

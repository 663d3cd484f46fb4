import { Tabs } from '@mantine/core';
import type { TPpcOverview } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import type { TPpcRangeFilters } from '../api/ppc';
import { CampaignsPanel, KeywordsPanel, OverviewPanel, ProductsPanel } from './panels';

// PPC Manager's tabs, in order. Rules, Search terms and Change log (built beside this) are added here:
// one entry each, with the panel they render from the same context.

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

import { Anchor, Breadcrumbs, Paper, Stack, Text } from '@mantine/core';
import type { TPpcAdGroup, TPpcCampaign, TPpcKeyword } from '@seller-tools/contract';
import { useState } from 'react';
import { DailyChart } from './daily-chart';
import { adGroupColumns, campaignColumns, keywordColumns, productColumns } from './entity-columns';
import { KpiCards } from './kpi-cards';
import { PpcTable } from './ppc-table';
import type { TPpcTabContext } from './ppc-tabs';
import type { TPpcTagging } from './ppc-tagging';

/** Overview: the KPIs (against the previous period when compared) and the daily chart. */
export function OverviewPanel({ overview }: TPpcTabContext) {
  return (
    <Stack gap="md">
      <KpiCards
        kpis={overview.kpis}
        previous={overview.previous?.kpis ?? null}
        currency={overview.currency}
      />
      {overview.previous && (
        <Text size="xs" c="dimmed">
          Compared with {overview.previous.from} – {overview.previous.to}.
        </Text>
      )}
      <Paper withBorder radius="lg" p="md">
        <DailyChart series={overview.series} />
      </Paper>
    </Stack>
  );
}

/** Campaigns, and by a click their ad groups, then an ad group's keywords and targets. */
export function CampaignsPanel({ channelId, range }: TPpcTabContext) {
  const store = { channelId, range };
  const [campaign, setCampaign] = useState<TPpcCampaign | null>(null);
  const [adGroup, setAdGroup] = useState<TPpcAdGroup | null>(null);
  const crumbs = [
    <Anchor
      key="all"
      component="button"
      type="button"
      size="sm"
      onClick={() => {
        setCampaign(null);
        setAdGroup(null);
      }}
    >
      All campaigns
    </Anchor>,
  ];
  if (campaign)
    crumbs.push(
      adGroup ? (
        <Anchor key="campaign" component="button" type="button" size="sm" onClick={() => setAdGroup(null)}>
          {campaign.name}
        </Anchor>
      ) : (
        <Text key="campaign" size="sm">
          {campaign.name}
        </Text>
      ),
    );
  if (adGroup)
    crumbs.push(
      <Text key="ad-group" size="sm">
        {adGroup.name}
      </Text>,
    );
  return (
    <Stack gap="md">
      {campaign && <Breadcrumbs aria-label="Drill-down">{crumbs}</Breadcrumbs>}
      {!campaign ? (
        <PpcTable
          table="campaigns"
          label="Campaigns"
          noun="campaigns"
          {...store}
          columns={campaignColumns(setCampaign, channelId)}
          rowKey={(row) => row.campaign_id}
          tagging={{ typeOf: () => 'campaign', idOf: (row) => row.campaign_id, nameOf: (row) => row.name }}
        />
      ) : !adGroup ? (
        <PpcTable
          key={campaign.campaign_id}
          table="ad-groups"
          label={`Ad groups of ${campaign.name}`}
          noun="ad groups"
          {...store}
          campaignId={campaign.campaign_id}
          columns={adGroupColumns(setAdGroup, channelId)}
          rowKey={(row) => row.ad_group_id}
          tagging={{ typeOf: () => 'ad-group', idOf: (row) => row.ad_group_id, nameOf: (row) => row.name }}
        />
      ) : (
        <PpcTable
          key={adGroup.ad_group_id}
          table="keywords"
          label={`Keywords and targets of ${adGroup.name}`}
          noun="keywords and targets"
          {...store}
          campaignId={campaign.campaign_id}
          adGroupId={adGroup.ad_group_id}
          columns={keywordColumns(false, channelId)}
          rowKey={(row) => row.target_id}
          tagging={KEYWORD_TAGGING}
        />
      )}
    </Stack>
  );
}

/** Keywords and targets are tagged as what they are. */
const KEYWORD_TAGGING: TPpcTagging<TPpcKeyword> = {
  typeOf: (row) => row.kind,
  idOf: (row) => row.target_id,
  nameOf: (row) => row.text,
};

/** Every keyword and target of the store. */
export function KeywordsPanel({ channelId, range }: TPpcTabContext) {
  return (
    <PpcTable
      channelId={channelId}
      range={range}
      table="keywords"
      label="Keywords and targets"
      noun="keywords and targets"
      columns={keywordColumns(true, channelId)}
      rowKey={(row) => row.target_id}
      tagging={KEYWORD_TAGGING}
    />
  );
}

/** Advertised products. */
export function ProductsPanel({ channelId, range }: TPpcTabContext) {
  return (
    <PpcTable
      channelId={channelId}
      range={range}
      table="products"
      label="Advertised products"
      noun="products"
      columns={productColumns()}
      rowKey={(row) => row.ad_id}
    />
  );
}

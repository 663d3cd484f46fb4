import { Grid, Text, Title } from '@mantine/core';
import { SIGNUP_STEP_DONE, type TDashboard } from '@seller-tools/contract';
import { IconPackage } from '@tabler/icons-react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { ImportingPanel, NoStorePanel } from '../../../components/ui/store-state';
import type { TImportState } from '../../../lib/shell';
import { useDashboard } from '../api/dashboard';
import { DailyCard } from './daily-card';
import { FallingCard } from './falling-card';
import { LatestReviewsCard } from './latest-reviews-card';
import { RatingCard } from './rating-card';
import { RequestsCard } from './requests-card';
import { StarsCard } from './stars-card';

const WILL_SHOW =
  'Your average rating and its trend, new reviews by star, the products whose rating fell and the newest reviews.';

interface DashboardContentProps {
  importState: TImportState;
  channelId: string | null;
  storeLabel: string | null;
}

/** The store's figures, or what stands before them: no store, or the first import still running. */
export function DashboardContent({ importState, channelId, storeLabel }: DashboardContentProps) {
  const dashboard = useDashboard(channelId, importState !== 'no-store');
  const importing =
    importState === 'importing' ||
    (dashboard.data !== undefined && dashboard.data.signup_step !== SIGNUP_STEP_DONE);

  if (importState === 'no-store') return <NoStorePanel willShow={WILL_SHOW} />;
  if (importing) {
    return (
      <ImportingPanel
        willShow={WILL_SHOW}
        channelId={channelId}
        heading={
          <>
            <Title order={2} size="h4">
              Seller account connected
            </Title>
            {storeLabel && <Text size="sm">{storeLabel}</Text>}
          </>
        }
      />
    );
  }
  return (
    <QueryState
      query={dashboard}
      skeleton={<CardsSkeleton cards={3} label="Loading your dashboard" />}
      errorTitle="The dashboard could not be loaded"
      isEmpty={(data) => data.products === 0}
      empty={
        <EmptyPanel icon={<IconPackage size={28} />} title="No products yet">
          This store has no products in its catalogue yet. Once you list products on Amazon, they and their
          ratings appear here after the next sync.
        </EmptyPanel>
      }
    >
      {(data) => <DashboardCards data={data} />}
    </QueryState>
  );
}

/** The figures of a store whose first import is done. */
function DashboardCards({ data }: { data: TDashboard }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
        <RatingCard data={data} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
        <StarsCard data={data} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <FallingCard data={data} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: data.requests ? 8 : 12 }}>
        <DailyCard data={data} />
      </Grid.Col>
      {data.requests && (
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <RequestsCard requests={data.requests} />
        </Grid.Col>
      )}
      <Grid.Col span={12}>
        <LatestReviewsCard data={data} />
      </Grid.Col>
    </Grid>
  );
}

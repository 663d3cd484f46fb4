import { Tabs } from '@mantine/core';
import { REVIEW_ROUTES } from '@seller-tools/contract';
import { useLocation, useNavigate } from 'react-router';

/** The tracker's two views: the overview (biggest drops) and every product. */
export function TrackerTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs
      value={pathname === REVIEW_ROUTES.ratingOverview ? 'overview' : 'ratings'}
      onChange={(value) =>
        navigate(value === 'overview' ? REVIEW_ROUTES.ratingOverview : REVIEW_ROUTES.ratings)
      }
      data-print-hide
    >
      <Tabs.List>
        <Tabs.Tab value="overview">Overview</Tabs.Tab>
        <Tabs.Tab value="ratings">All products</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}

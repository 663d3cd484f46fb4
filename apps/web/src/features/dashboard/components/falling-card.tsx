import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { REVIEW_ROUTES, type TDashboard } from '@seller-tools/contract';
import { IconTrendingDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ProductCell } from '../../../components/ui/reviews';
import { DashboardCard } from './dashboard-card';

const SHOWN = 5;

/** Products whose displayed rating fell, each opening its rating history in the tracker. */
export function FallingCard({ data }: { data: TDashboard }) {
  const falling = data.falling_products;
  return (
    <DashboardCard
      id="falling-title"
      title="Ratings that fell"
      more={{ to: REVIEW_ROUTES.ratingOverview, label: 'Overview' }}
    >
      {falling.length === 0 ? (
        <Text size="sm" c="dimmed">
          No product's displayed rating fell lately. We email you if one does (see Notifications).
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {falling.slice(0, SHOWN).map((product) => (
            <li key={product.asin}>
              <UnstyledButton
                component={Link}
                to={`${REVIEW_ROUTES.ratings}?asin=${encodeURIComponent(product.asin)}`}
                w="100%"
                aria-label={`${product.title ?? product.asin}: rating fell from ${product.from.toFixed(1)} to ${product.to.toFixed(1)}`}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <ProductCell asin={product.asin} title={product.title} imageUrl={product.image_url} />
                  <Badge
                    color="red"
                    variant="light"
                    leftSection={<IconTrendingDown size={12} aria-hidden />}
                    style={{ flexShrink: 0 }}
                  >
                    {product.from.toFixed(1)} → {product.to.toFixed(1)}
                  </Badge>
                </Group>
              </UnstyledButton>
            </li>
          ))}
          {falling.length > SHOWN && (
            <Text size="xs" c="dimmed">
              and {falling.length - SHOWN} more
            </Text>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}

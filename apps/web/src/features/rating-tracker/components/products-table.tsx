import { Badge, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDefaultDate, type TProductRating } from '@seller-tools/contract';
import { IconTrendingDown } from '@tabler/icons-react';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { ProductCell, RatingChange, StarDistribution, StarRating } from '../../../components/ui/reviews';
import { periodLabel } from './labels';
import classes from './products-table.module.css';
import { hasRatingDrop } from './rating-drop';
import { ReconstructedBadge } from './reconstructed-badge';

interface ProductsTableProps {
  products: readonly TProductRating[];
  periodDays: number;
  onOpen: (product: TProductRating) => void;
  /** Print the marketplace beside the ASIN (when other marketplaces are listed too). */
  showMarketplace?: boolean;
  /** The overview's shorter table: no distribution or last review. */
  compact?: boolean;
  caption: string;
}

/** The products with their displayed rating, count, stars, change and last review; a row opens its history. */
export function ProductsTable({
  products,
  periodDays,
  onOpen,
  showMarketplace = false,
  compact = false,
  caption,
}: ProductsTableProps) {
  const period = periodLabel(periodDays);
  const columns: (TColumn<TProductRating> | false)[] = [
    {
      key: 'product',
      header: 'Product',
      cellProps: { maw: 340 },
      render: (product) => (
        <UnstyledButton
          className={classes.open}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(product);
          }}
          aria-label={`Rating history of ${product.title ?? product.asin}`}
        >
          <ProductCell
            asin={product.asin}
            title={product.title}
            imageUrl={product.image_url}
            extra={showMarketplace ? product.country_code.toUpperCase() : undefined}
          />
        </UnstyledButton>
      ),
    },
    {
      key: 'rating',
      header: 'Rating',
      render: (product) => (
        <Stack gap={4}>
          <StarRating value={product.displayed_rating} withValue size="xs" />
          {hasRatingDrop(product) && (
            <Badge
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrendingDown size={12} aria-hidden />}
            >
              Rating drop: {product.rating_at_start?.toFixed(1)} → {product.displayed_rating?.toFixed(1)}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'ratings',
      header: 'Ratings',
      render: (product) => <Text size="sm">{product.ratings_count.toLocaleString('en-US')}</Text>,
    },
    !compact && {
      key: 'stars',
      header: 'Stars',
      render: (product) => <StarDistribution stars={product.stars} width={120} />,
    },
    {
      key: 'change',
      header: `Change (${period})`,
      render: (product) =>
        product.start_reconstructed ? (
          <Stack gap={4} align="flex-start">
            <RatingChange value={product.change} period={period} />
            <ReconstructedBadge />
          </Stack>
        ) : (
          <RatingChange value={product.change} period={period} />
        ),
    },
    !compact && {
      key: 'last-review',
      header: 'Last review',
      render: (product) => (
        <Text size="sm" c={product.last_review_date ? undefined : 'dimmed'}>
          {product.last_review_date ? formatDefaultDate(product.last_review_date) : 'None yet'}
        </Text>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={products}
      rowKey={(product) => `${product.channel_id}:${product.asin}`}
      minWidth={compact ? 560 : 860}
      aria-label={caption}
      tableProps={{ verticalSpacing: 'sm' }}
      rowProps={(product) => ({
        className: classes.row,
        'data-drop': hasRatingDrop(product) || undefined,
        onClick: () => onOpen(product),
      })}
    />
  );
}

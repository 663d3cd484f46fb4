import { Badge, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { formatDefaultDate, type TProductRating } from '@seller-tools/contract';
import { IconTrendingDown } from '@tabler/icons-react';
import { ProductCell, RatingChange, StarDistribution, StarRating } from '../../../components/ui/reviews';
import { periodLabel } from './labels';
import classes from './products-table.module.css';
import { hasRatingDrop } from './rating-drop';

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
  return (
    <Table.ScrollContainer minWidth={compact ? 560 : 860}>
      <Table verticalSpacing="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Rating</Table.Th>
            <Table.Th>Ratings</Table.Th>
            {!compact && <Table.Th>Stars</Table.Th>}
            <Table.Th>Change ({period})</Table.Th>
            {!compact && <Table.Th>Last review</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => {
            const drop = hasRatingDrop(product);
            return (
              <Table.Tr
                key={`${product.channel_id}:${product.asin}`}
                className={classes.row}
                data-drop={drop || undefined}
                onClick={() => onOpen(product)}
              >
                <Table.Td maw={340}>
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
                </Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <StarRating value={product.displayed_rating} withValue size="xs" />
                    {drop && (
                      <Badge
                        size="xs"
                        color="red"
                        variant="light"
                        leftSection={<IconTrendingDown size={12} aria-hidden />}
                      >
                        Rating drop: {product.rating_at_start?.toFixed(1)} →{' '}
                        {product.displayed_rating?.toFixed(1)}
                      </Badge>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{product.ratings_count.toLocaleString('en-US')}</Text>
                </Table.Td>
                {!compact && (
                  <Table.Td>
                    <StarDistribution stars={product.stars} width={120} />
                  </Table.Td>
                )}
                <Table.Td>
                  <RatingChange value={product.change} period={period} />
                </Table.Td>
                {!compact && (
                  <Table.Td>
                    <Text size="sm" c={product.last_review_date ? undefined : 'dimmed'}>
                      {product.last_review_date ? formatDefaultDate(product.last_review_date) : 'None yet'}
                    </Text>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

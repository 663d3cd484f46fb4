import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { PUBLIC_ROUTES, VERIFY_CODE_LENGTH } from '@seller-tools/contract';
import { IconArrowRight, IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { displayableCodes, useMarketplaces, useRegions } from '../../../lib/code-list';
import { usePageMeta } from '../../../lib/page-meta';
import { CodeListError } from '../components/market-select/code-list-error';
import { MarketplaceOptions, RegionOptions } from '../components/market-select/market-options';
import classes from '../components/market-select/market-select.module.css';
import { FreeBadge } from '../components/sections/free-badge';
import { registerWithMarketplace } from '../market-select-link';

/**
 * /market-select (spec §2): the marketplace to start with, from the code lists (regions, then the
 * marketplaces of the chosen region by its name), then on to registration with it preselected.
 */
export function MarketSelectPage() {
  usePageMeta({
    title: 'Choose your marketplace',
    description:
      'Pick the Amazon marketplace to start with, create your free Seller Tools account and connect your seller account in minutes.',
  });
  const navigate = useNavigate();
  const [regionCode, setRegionCode] = useState<string | null>(null);
  const [marketplaceCode, setMarketplaceCode] = useState<string | null>(null);

  const regionsQuery = useRegions();
  const regions = useMemo(() => displayableCodes(regionsQuery.data), [regionsQuery.data]);
  const region = regions.find((item) => item.code === regionCode) ?? null;
  const marketplacesQuery = useMarketplaces(region?.name ?? null);
  const marketplaces = useMemo(() => displayableCodes(marketplacesQuery.data), [marketplacesQuery.data]);
  const marketplace = marketplaces.find((item) => item.code === marketplaceCode) ?? null;

  const onRegionChange = (code: string) => {
    setRegionCode(code);
    // Another region has other marketplaces: the earlier choice no longer applies.
    setMarketplaceCode(null);
  };

  const onContinue = () => {
    if (region && marketplace) navigate(registerWithMarketplace(region.code, marketplace.code));
  };

  return (
    <div className={classes.page}>
      <Container size="lg">
        <div className={classes.grid}>
          <Stack gap="xl">
            <Stack gap="sm">
              <Title order={1} id="page-title" className={classes.title}>
                Which marketplace do you want to grow first?
              </Title>
              <Text className={classes.lead}>
                Choose the Amazon marketplace of the seller account you will connect first. You can add your
                other marketplaces once you are in.
              </Text>
            </Stack>

            <div className={classes.panel}>
              <Stack gap="xl">
                {regionsQuery.isError ? (
                  <CodeListError
                    title="Regions could not be loaded"
                    onRetry={() => void regionsQuery.refetch()}
                  />
                ) : (
                  <RegionOptions
                    label="1. Region"
                    description="Where your seller account is registered"
                    items={regions}
                    value={regionCode}
                    onChange={onRegionChange}
                    loading={regionsQuery.isPending}
                    placeholders={3}
                  />
                )}

                {region &&
                  (marketplacesQuery.isError ? (
                    <CodeListError
                      title="Marketplaces could not be loaded"
                      onRetry={() => void marketplacesQuery.refetch()}
                    />
                  ) : (
                    <MarketplaceOptions
                      label="2. Marketplace"
                      description={`The ${region.name} marketplaces`}
                      items={marketplaces}
                      value={marketplaceCode}
                      onChange={setMarketplaceCode}
                      loading={marketplacesQuery.isPending}
                      placeholders={4}
                    />
                  ))}

                <Stack gap="xs">
                  <Button
                    size="md"
                    radius="xl"
                    disabled={!marketplace}
                    onClick={onContinue}
                    rightSection={<IconArrowRight size={18} aria-hidden />}
                  >
                    {marketplace ? `Continue with ${marketplace.name}` : 'Continue'}
                  </Button>
                  <Text size="sm" c="gray.7" ta="center">
                    Already have an account?{' '}
                    <Anchor component={Link} to={PUBLIC_ROUTES.login} fw={700} inherit>
                      Sign in
                    </Anchor>
                  </Text>
                </Stack>
              </Stack>
            </div>
          </Stack>

          <aside className={classes.aside} aria-labelledby="next-steps-title">
            <div className={classes.panel}>
              <Stack gap="lg">
                <div>
                  <FreeBadge />
                </div>
                <Title order={2} id="next-steps-title" fz="xl">
                  What happens next
                </Title>
                <ol className={classes.nextSteps}>
                  <li>
                    <Text fw={700}>Create your account</Text>
                    <Text size="sm" c="gray.7">
                      Your name, work email, company and a password.
                    </Text>
                  </li>
                  <li>
                    <Text fw={700}>Verify your email</Text>
                    <Text size="sm" c="gray.7">
                      Enter the {VERIFY_CODE_LENGTH}-digit code we send you.
                    </Text>
                  </li>
                  <li>
                    <Text fw={700}>Connect {marketplace ? marketplace.name : 'your marketplace'}</Text>
                    <Text size="sm" c="gray.7">
                      Your choice is already filled in. Approve the connection on Amazon's own page.
                    </Text>
                  </li>
                </ol>
                <Text size="sm" c="gray.7" className={classes.secure}>
                  <IconLock size={16} aria-hidden /> We never see your Amazon password, and you can revoke our
                  access in Seller Central at any time.
                </Text>
              </Stack>
            </div>
          </aside>
        </div>
      </Container>
    </div>
  );
}

import { Button, Stack, Text, Title } from '@mantine/core';
import { BACK_TO_HOME_LABEL, NOT_FOUND_TEXT, PUBLIC_ROUTES } from '@seller-tools/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { usePageMeta } from '../../../lib/page-meta';
import { LostParcelIllustration } from '../components/lost-parcel-illustration';
import classes from './not-found-page.module.css';

/** /404 (spec §2): every unknown path lands here. */
export function NotFoundPage() {
  usePageMeta({ title: 'Page not found', description: 'This page has gone missing.' });
  const navigate = useNavigate();
  // Replace, so Back does not return to the missing page.
  const onBackToHome = () => navigate(PUBLIC_ROUTES.home, { replace: true });

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <BrandLogo size={30} />
      </header>
      <main className={classes.main}>
        <Stack className={classes.content} align="center" gap="lg">
          <LostParcelIllustration />
          <Text className={classes.code}>Error 404</Text>
          <Title order={1} className={classes.title}>
            {NOT_FOUND_TEXT}
          </Title>
          <Text c="dimmed" size="lg" maw={420}>
            The link may be out of date, or the page has moved.
          </Text>
          <Button
            size="lg"
            radius="xl"
            className={classes.button}
            leftSection={<IconArrowLeft size={20} />}
            onClick={onBackToHome}
          >
            {BACK_TO_HOME_LABEL}
          </Button>
        </Stack>
      </main>
    </div>
  );
}

import { Anchor, Box, Container } from '@mantine/core';
import { POST_LOGIN_ROUTE } from '@seller-tools/contract';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../../components/ui/brand-logo';

/** The plain frame of the signed-in pages outside the shell (spec §2): the logo leads back to /dashboard. */
export function StandaloneLayout() {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box
        component="header"
        bg="white"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Container size="lg">
          <Anchor
            component={Link}
            to={POST_LOGIN_ROUTE}
            aria-label="Seller Tools dashboard"
            underline="never"
          >
            <BrandLogo size={30} />
          </Anchor>
        </Container>
      </Box>
      <main>
        <Outlet />
      </main>
    </Box>
  );
}

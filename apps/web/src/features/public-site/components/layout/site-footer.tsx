import { Anchor, Container, Text, Title } from '@mantine/core';
import {
  IS_FREE_OF_CHARGE,
  PUBLIC_MENU_LABELS,
  PUBLIC_ROUTES,
  type TPublicMenuEntry,
} from '@seller-tools/contract';
import { IconGift } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../../components/ui/brand-logo';
import { EXTERNAL_LINK_PROPS, FEATURE_LINKS, SCHEDULING_URL, SERVICE_LINKS } from '../../site-nav';
import { FooterCta } from './footer-cta';
import classes from './site-footer.module.css';

interface TFooterColumn {
  title: string;
  links: readonly (TPublicMenuEntry & { external?: boolean })[];
}

// The menu's links plus Terms of Use and Privacy Policy (spec §2).
const COLUMNS: TFooterColumn[] = [
  { title: PUBLIC_MENU_LABELS.services, links: SERVICE_LINKS },
  { title: PUBLIC_MENU_LABELS.features, links: FEATURE_LINKS },
  {
    title: 'Company',
    links: [
      { label: PUBLIC_MENU_LABELS.contactUs, path: PUBLIC_ROUTES.contactUs },
      { label: PUBLIC_MENU_LABELS.aboutUs, path: PUBLIC_ROUTES.aboutUs },
      { label: PUBLIC_MENU_LABELS.startNow, path: SCHEDULING_URL, external: true },
      { label: PUBLIC_MENU_LABELS.signIn, path: PUBLIC_ROUTES.login },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: PUBLIC_MENU_LABELS.termsOfUse, path: PUBLIC_ROUTES.termsOfService },
      { label: PUBLIC_MENU_LABELS.privacyPolicy, path: PUBLIC_ROUTES.privacyPolicy },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <FooterCta />
        <div className={classes.grid}>
          <div className={classes.brand}>
            <BrandLogo size={30} inverted />
            <Text className={classes.tagline}>
              Ratings, reviews and review requests for Amazon sellers, watched and handled in one place.
            </Text>
            {IS_FREE_OF_CHARGE && (
              <Text className={classes.free}>
                <IconGift size={18} aria-hidden />
                Temporarily free of charge
              </Text>
            )}
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${column.title}`} className={classes.column}>
              <Title order={2} id={`footer-${column.title}`} className={classes.columnTitle}>
                {column.title}
              </Title>
              <ul className={classes.links}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    {link.external ? (
                      <Anchor href={link.path} {...EXTERNAL_LINK_PROPS} className={classes.link}>
                        {link.label}
                      </Anchor>
                    ) : (
                      <Anchor component={Link} to={link.path} className={classes.link}>
                        {link.label}
                      </Anchor>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={classes.bottom}>
          {/* Prerendered at build time: across a new year the visitor's clock may say otherwise. */}
          <Text size="sm" suppressHydrationWarning>
            © {new Date().getFullYear()} Seller Tools. All rights reserved.
          </Text>
          <Text size="sm">
            Amazon is a trademark of Amazon.com, Inc. or its affiliates. Seller Tools is an independent
            service.
          </Text>
        </div>
      </Container>
    </footer>
  );
}

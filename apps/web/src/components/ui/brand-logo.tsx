import { Group, Text } from '@mantine/core';

interface BrandLogoProps {
  /** Height of the mark in px; the word mark scales with it. */
  size?: number;
  /** White text for dark backgrounds. */
  inverted?: boolean;
}

/** The Seller Tools mark (a parcel with a spark) and word mark. */
export function BrandLogo({ size = 32, inverted = false }: BrandLogoProps) {
  return (
    <Group gap={size / 4} wrap="nowrap" aria-label="Seller Tools" role="img">
      <BrandMark size={size} inverted={inverted} />
      <Text
        component="span"
        fw={800}
        fz={size * 0.6}
        lh={1}
        c={inverted ? 'white' : 'dark.8'}
        style={{ letterSpacing: '-0.02em' }}
        aria-hidden
      >
        Seller{' '}
        <Text component="span" inherit c={inverted ? 'accent.3' : 'brand.6'}>
          Tools
        </Text>
      </Text>
    </Group>
  );
}

export function BrandMark({ size = 32, inverted = false }: BrandLogoProps) {
  // On dark backgrounds the tile turns white so the mark keeps its contrast.
  const tile = inverted ? '#fff' : 'var(--mantine-color-brand-6)';
  const parcel = inverted ? 'var(--mantine-color-brand-6)' : '#fff';
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={tile} />
      <path d="M18 26 32 19l14 7v15l-14 7-14-7z" fill={parcel} opacity=".95" />
      <path d="M18 26l14 7 14-7M32 33v15" fill="none" stroke={tile} strokeWidth="3" strokeLinejoin="round" />
      <path
        d="m42 14 1.6 3.4L47 19l-3.4 1.6L42 24l-1.6-3.4L37 19l3.4-1.6z"
        fill="var(--mantine-color-accent-5)"
      />
    </svg>
  );
}

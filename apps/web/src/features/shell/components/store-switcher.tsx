import { ActionIcon, Button, Popover, ScrollArea, Text, TextInput, UnstyledButton } from '@mantine/core';
import {
  REVIEW_ROUTES,
  SHELL_LABELS,
  STORE_DROPDOWN_WIDTH_PX,
  STORE_LIST_MAX_HEIGHT_PX,
} from '@seller-tools/contract';
import { IconPlus, IconSearch, IconSelector, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import classes from './shell.module.css';
import { StoreFlag } from './store-flag';
import { groupStores, type TStoreOption } from './store-options';

interface StoreSwitcherProps {
  stores: readonly TStoreOption[];
  current: TStoreOption | null;
  onSelect: (store: TStoreOption) => void;
  onToggleFavorite: (store: TStoreOption) => void;
  /** The compact target of the mobile top bar. */
  compact?: boolean;
}

/** The store dropdown of spec §2: stores grouped by company, searchable, each with a favourite star. */
export function StoreSwitcher({ stores, current, onSelect, onToggleFavorite, compact }: StoreSwitcherProps) {
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const groups = groupStores(stores, search);

  const close = () => {
    setOpened(false);
    setSearch('');
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? setOpened(true) : close())}
      width={STORE_DROPDOWN_WIDTH_PX}
      position={compact ? 'bottom-end' : 'bottom-start'}
      shadow="md"
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <UnstyledButton
          className={classes.storeTarget}
          data-compact={compact || undefined}
          onClick={() => (opened ? close() : setOpened(true))}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-label={current ? `Store: ${current.companyName}, ${current.countryName}` : 'Choose a store'}
        >
          <StoreFlag countryCode={current?.countryCode} />
          <span className={classes.storeTargetText}>
            <Text
              component="span"
              size={compact ? 'xs' : 'sm'}
              fw={600}
              truncate
              display="block"
              title={current?.companyName}
            >
              {current?.companyName ?? 'No store'}
            </Text>
            {/* The marketplace shows on phones too: one seller's stores differ only by it (issue 15). */}
            <Text component="span" size="xs" c="dimmed" truncate display="block">
              {current?.countryName ?? 'Connect a store'}
            </Text>
          </span>
          <IconSelector size={16} aria-hidden className={classes.storeTargetIcon} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <div className={classes.storeSearch}>
          <TextInput
            size="xs"
            placeholder="Search company or marketplace"
            aria-label="Search stores by company or marketplace"
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
        </div>
        <ScrollArea.Autosize mah={STORE_LIST_MAX_HEIGHT_PX} type="auto" data-testid="store-list">
          {groups.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" p="md">
              {stores.length === 0 ? 'No store connected yet.' : `No store matches "${search.trim()}".`}
            </Text>
          )}
          {groups.map((group) => (
            <section key={group.companyName} aria-label={group.companyName}>
              <Text className={classes.storeGroupLabel} aria-hidden>
                {group.companyName}
              </Text>
              {group.stores.map((store) => {
                const selected = current?.key === store.key;
                return (
                  <div key={store.key} className={classes.storeRow} data-selected={selected || undefined}>
                    <UnstyledButton
                      className={classes.storeOption}
                      aria-current={selected || undefined}
                      onClick={() => {
                        close();
                        if (!selected) onSelect(store);
                      }}
                    >
                      <StoreFlag countryCode={store.countryCode} />
                      <Text component="span" size="sm" truncate>
                        {store.countryName}
                      </Text>
                    </UnstyledButton>
                    <ActionIcon
                      variant="subtle"
                      color={store.isFavorite ? 'accent' : 'gray'}
                      aria-label={`Favourite: ${store.companyName}, ${store.countryName}`}
                      aria-pressed={store.isFavorite}
                      onClick={() => onToggleFavorite(store)}
                    >
                      {store.isFavorite ? <IconStarFilled size={16} /> : <IconStar size={16} />}
                    </ActionIcon>
                  </div>
                );
              })}
            </section>
          ))}
        </ScrollArea.Autosize>
        <div className={classes.storeFooter}>
          <Button
            fullWidth
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => {
              close();
              navigate(REVIEW_ROUTES.settingsIntegrations);
            }}
          >
            {SHELL_LABELS.addNewChannel}
          </Button>
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}

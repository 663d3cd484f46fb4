import {
  Alert,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  SYSTEM_ROUTES,
  type TCampaign,
  type TCampaignContent,
  ZCampaignContent,
} from '@seller-tools/contract';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessageOf } from '../../../lib/http';
import { browserTimeZone, timeZoneOptions } from '../../../lib/time-zones';
import { showToast } from '../../../lib/toast';
import {
  useCampaign,
  useCampaignAction,
  useCreateCampaign,
  useSaveCampaign,
  useScheduleCampaign,
} from '../api/campaigns';
import { AudiencePanel } from '../components/audience-panel';
import { BlockEditor } from '../components/block-editor';
import { CampaignStateBadge } from '../components/campaign-state-badge';
import { EmailPreview } from '../components/email-preview';
import { utcToZoned, zonedToUtc } from '../components/zoned-time';

// The editable document is the campaign's fields that the content schema names, no more.
const CONTENT_KEYS = ZCampaignContent.keyof().options;

function contentOf(c: TCampaign): TCampaignContent {
  return Object.fromEntries(CONTENT_KEYS.map((key) => [key, c[key]])) as TCampaignContent;
}

/** /system/email-campaign/builder: makes a draft and opens it. */
export function NewCampaignPage() {
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    create.mutate(
      {},
      { onSuccess: (c) => navigate(SYSTEM_ROUTES.emailCampaignBuilderById(c.id), { replace: true }) },
    );
  }, [create, navigate]);
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2" mb="md">
        New campaign
      </Title>
      {create.isError ? (
        <Alert color="red" title="The draft could not be created">
          {errorMessageOf(create.error)}{' '}
          <Button variant="subtle" onClick={() => navigate(0)}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Text>Creating a draft…</Text>
      )}
    </Container>
  );
}

/** /system/email-campaign/builder/{id}: the block editor, audience, previews, test send and schedule. */
export function CampaignBuilderPage() {
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title={campaign.data?.name || 'Campaign builder'}
        actions={
          <Button component={Link} to={SYSTEM_ROUTES.emailCampaign} variant="default">
            Back to campaigns
          </Button>
        }
      />
      <QueryState query={campaign} errorTitle="The campaign could not be loaded">
        {(loaded) => <Builder key={loaded.id} campaign={loaded} />}
      </QueryState>
    </Container>
  );
}

function Builder({ campaign }: { campaign: TCampaign }) {
  const [content, setContent] = useState<TCampaignContent>(() => contentOf(campaign));
  const saved = useRef(JSON.stringify(contentOf(campaign)));
  const save = useSaveCampaign(campaign.id);
  const action = useCampaignAction();
  const schedule = useScheduleCampaign(campaign.id);
  const [timeZone, setTimeZone] = useState(
    campaign.time_zone !== 'UTC' ? campaign.time_zone : browserTimeZone(),
  );
  const [when, setWhen] = useState(campaign.scheduled_at ? utcToZoned(campaign.scheduled_at, timeZone) : '');
  const editable = campaign.state === 'draft' || campaign.state === 'scheduled';
  const navigate = useNavigate();

  // Autosave: a second after the last change, when something differs from what the server has.
  const [debounced] = useDebouncedValue(content, 1000);
  const { mutate: saveNow } = save;
  useEffect(() => {
    const json = JSON.stringify(debounced);
    if (!editable || json === saved.current) return;
    saveNow(debounced, { onSuccess: () => (saved.current = json) });
  }, [debounced, editable, saveNow]);

  const dirty = JSON.stringify(content) !== saved.current;
  const set = (patch: Partial<TCampaignContent>) => setContent((c) => ({ ...c, ...patch }));
  // What a text box or a switch of the message shows and reports; locked once the campaign is under way.
  const text = (field: 'name' | 'subject' | 'preheader') => ({
    value: content[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [field]: e.currentTarget.value }),
    disabled: !editable,
  });
  const toggle = (field: 'track_opens' | 'track_clicks') => ({
    checked: content[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [field]: e.currentTarget.checked }),
    disabled: !editable,
  });
  const flush = async () => {
    if (!dirty) return;
    const json = JSON.stringify(content);
    await save.mutateAsync(content);
    saved.current = json;
  };
  const fail = (error: unknown) => showToast({ kind: 'error', message: errorMessageOf(error) });

  const testSend = async () => {
    try {
      await flush();
      const message = await action.mutateAsync({ id: campaign.id, action: 'test' });
      showToast({ kind: 'success', message: message ?? 'Sent.', durationMs: 4000 });
    } catch (error) {
      fail(error);
    }
  };
  const go = async (later: boolean) => {
    const scheduledAt = later ? zonedToUtc(when, timeZone) : null;
    if (later && !scheduledAt) return fail(new Error('Choose a date and time.'));
    try {
      await flush();
      const result = await schedule.mutateAsync({ scheduled_at: scheduledAt, time_zone: timeZone });
      showToast({ kind: 'success', message: result.message ?? 'Done.', durationMs: 4000 });
      navigate(SYSTEM_ROUTES.emailCampaign);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <CampaignStateBadge state={campaign.state} />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="save-state">
          {!editable
            ? 'This campaign can no longer be changed.'
            : save.isPending
              ? 'Saving…'
              : save.isError
                ? `Not saved: ${errorMessageOf(save.error)}`
                : dirty
                  ? 'Unsaved changes'
                  : 'All changes saved'}
        </Text>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="lg">
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Message
                </Title>
                <TextInput label="Campaign name" {...text('name')} />
                <TextInput label="Subject" required {...text('subject')} />
                <TextInput
                  label="Preheader"
                  description="The line mail apps show after the subject."
                  {...text('preheader')}
                />
                <Group>
                  <Switch label="Track opens" {...toggle('track_opens')} />
                  <Switch label="Track clicks" {...toggle('track_clicks')} />
                </Group>
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                Content
              </Title>
              <BlockEditor blocks={content.blocks} onChange={(blocks) => set({ blocks })} />
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                Audience
              </Title>
              <AudiencePanel list={content.list} filters={content.filters} onChange={set} />
            </Paper>
            {editable && (
              <Paper withBorder p="md" radius="md">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    Send
                  </Title>
                  <Group>
                    <Button variant="light" onClick={testSend} loading={action.isPending}>
                      Send a test to me
                    </Button>
                    <Button onClick={() => go(false)} loading={schedule.isPending} color="teal">
                      Send now
                    </Button>
                  </Group>
                  <Group align="flex-end">
                    <TextInput
                      type="datetime-local"
                      label="Send at"
                      value={when}
                      onChange={(e) => setWhen(e.currentTarget.value)}
                    />
                    <Select
                      label="Time zone"
                      searchable
                      data={timeZoneOptions()}
                      value={timeZone}
                      allowDeselect={false}
                      onChange={(v) => v && setTimeZone(v)}
                    />
                    <Button
                      variant="default"
                      onClick={() => go(true)}
                      disabled={!when}
                      loading={schedule.isPending}
                    >
                      Schedule
                    </Button>
                  </Group>
                  {campaign.state === 'scheduled' && campaign.scheduled_at && (
                    <Badge variant="light">
                      Scheduled for {utcToZoned(campaign.scheduled_at, campaign.time_zone).replace('T', ' ')}{' '}
                      ({campaign.time_zone})
                    </Badge>
                  )}
                </Stack>
              </Paper>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <EmailPreview subject={content.subject} preheader={content.preheader} blocks={content.blocks} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
